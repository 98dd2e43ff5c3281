import Foundation

/// The text of `CarouselLab --help` beyond the options: the controls and the examples, laid out to
/// read at 80 columns without wrapping (one control or example per line, each shorter than 80).
///
/// The scenes are listed once, under `--scene` (`SceneKind.summary`). A new input device adds its
/// lines to `controls`; a new option worth showing adds one line to `examples`.
public enum LabHelp {
    /// The widest a line of the help may be, in columns: a standard terminal.
    public static let columns = 80

    /// One line of the controls table: what to press or do, and what it does.
    public struct Control: Sendable, Equatable {
        /// The input: a key, a key group or a mouse action ("Tab, Shift-Tab", "drag").
        public let input: String
        /// What it does, short enough that the whole line fits in `columns`.
        public let effect: String

        /// A control line: `input` does `effect`.
        public init(_ input: String, _ effect: String) {
            self.input = input
            self.effect = effect
        }
    }

    /// The mouse, wheel and keys, one per line; a control whose text runs over several lines (key E's
    /// list of effects) goes on in lines with an empty input.
    public static let controls: [Control] = [
        Control("drag", "scroll; a press catches anything that moves"),
        Control("click", "select a banner; go to a neighbour; picker: advance"),
        Control("wheel notch", "turn one item (either axis)"),
        Control("trackpad swipe", "turn one page"),
        Control("Left/Right, Page Up/Down", "page (right to left: Left is forward)"),
        Control("Up/Down", "page a vertical strip (--axis vertical)"),
        Control("finger (touchscreen)", "drag, flick, tap, catch; two drag by their centre"),
        Control("gamepad d-pad", "page the focused technique (held: repeats)"),
        Control("gamepad shoulders", "move the focus"),
        Control("gamepad A, B", "select the centred item, go back"),
        Control("gamepad left stick", "scroll; let go, glide and land on an item"),
        Control("Tab, Shift-Tab", "move the focus between techniques"),
        Control("1-7", "open a technique full-window"),
        Control("8, 9", "open the shelves, the thumbnails"),
        Control("shelves: arrows, Enter", "move the focus (ring), select it"),
        Control("Esc", "back to the gallery (from the gallery: quit)"),
        Control("X, P", "the X-ray, the physics plot"),
        Control("A, F", "autoplay, the frame-time HUD"),
        Control("E", "effect: none, scale, fade, parallax, coverflow,"),
        Control("", "rotary, inverted-rotary, cylinder,"),
        Control("", "inverted-cylinder, wheel, inverted-wheel,"),
        Control("", "time-machine, inverted-time-machine;"),
        Control("", "under --keylines it skips the 3D ones"),
        Control("S", "app time: 1x, 1/2x, 1/4x"),
        Control("Space, .", "pause app time, step one frame"),
    ]

    /// Command lines that show the options at work, one per line.
    public static let examples: [String] = [
        "CarouselLab",
        "CarouselLab --scene paging --width 960 --height 540",
        "CarouselLab --scene paging --feed 5",
        "CarouselLab --config ~/my-banners.json --autoplay 3",
        "CarouselLab --attract 60 --autoplay 4",
        "CarouselLab --xray --scene padded",
        "CarouselLab --axis vertical",
        "CarouselLab --direction rtl --scene banners",
        "CarouselLab --scene banners --items-per-view 3 --align start --page-by view",
        "CarouselLab --scene banners --keylines multi-browse --item-length 240",
        "CarouselLab --scene banners --effect coverflow",
        "CarouselLab --scene shelves --attract 60",
        "CarouselLab --scene thumbs --direction rtl",
        "CarouselLab --record session.jsonl",
        "CarouselLab --replay session.jsonl --time-scale 0.25 --plot",
        "CarouselLab --replay session.jsonl --headless --screenshot replay.png",
        "CarouselLab --replay session.jsonl --headless --plot-csv fling.csv",
        "CarouselLab --headless --screenshot gallery.png --pixel-scale 2",
        "CarouselLab --headless --soak 100000 --replay Tools/soak-input.jsonl",
    ]

    /// The lines of the controls table: the inputs in one column, padded to the widest.
    public static var controlLines: [String] {
        let width = controls.map(\.input.count).max() ?? 0
        return controls.map { "  " + $0.input.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + $0.effect }
    }

    /// The help's discussion: the controls, then the examples.
    public static var discussion: String {
        (["Controls:"] + controlLines + ["", "Examples:"] + examples.map { "  " + $0 }).joined(separator: "\n")
    }
}
