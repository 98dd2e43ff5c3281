import Carousels
import Foundation
import ScrollKit

/// The names the config (`"layout"`'s `axis` and `direction`) and the command line (`--axis`,
/// `--direction`) give an `ItemFlow`'s parts, in the order messages list them.
enum FlowNames {
    static let axes: KeyValuePairs<String, Axis> = ["horizontal": .horizontal, "vertical": .vertical]
    static let directions: KeyValuePairs<String, LayoutDirection> = ["ltr": .leftToRight, "rtl": .rightToLeft]
    /// `"layout"`'s `effect` and `--effect`: what side items do as they move.
    static let effects: KeyValuePairs<String, CarouselEffect> = [
        "none": .none, "scale": .scale, "fade": .fade, "parallax": .parallax, "coverflow": .coverflow,
        "rotary": .rotary, "inverted-rotary": .invertedRotary, "cylinder": .cylinder,
        "inverted-cylinder": .invertedCylinder, "wheel": .wheel, "inverted-wheel": .invertedWheel,
        "time-machine": .timeMachine, "inverted-time-machine": .invertedTimeMachine,
    ]

}
