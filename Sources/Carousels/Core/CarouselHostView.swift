import Foundation
import ScrollKit

/// The view a carousel technique is (seed B, a scroll view itself, aside): it hosts the technique's
/// wrap strategy on a `CarouselCore` and does what every technique does alike. It takes the keyboard
/// focus and pages on the flow's keys (`Carousel.handlePagingKey(_:)`), lays out again on a new size
/// by the one keep rule (`CarouselCore.relayOut(cause:)`), and, unless its technique takes clicks
/// its own way (seed C's collection, seed E's tap area), hands its clicks to the core through the
/// strategy's `hit(at:)`. A technique subclasses it and supplies only its wrap strategy.
@MainActor
public class CarouselHostView: View {
    /// The state, rules and events the technique runs on.
    public let core: CarouselCore

    /// A host in `frame` on `core`; with `takesClicks`, its clicks go to the core.
    init(frame: CGRect, core: CarouselCore, takesClicks: Bool = true) {
        self.core = core
        super.init(frame: frame)
        if takesClicks { core.takeTaps(on: self) }
    }

    /// A carousel takes the keyboard focus, for its paging keys.
    public override var canBecomeFocused: Bool { true }

    /// The flow's paging keys (`Carousel.handlePagingKey(_:)`); any other key goes on to the superview.
    public override func handleKey(_ event: KeyEvent) -> Bool { core.handlePagingKey(event) }

    /// Lays the technique out for its new size, keeping the item at the snap point
    /// (`CarouselCore.relayOut(cause:)`, cause `.resize`).
    public override func layoutSubviews() { core.relayOut(cause: .resize) }

    /// The carousel's list of logical items, for a screen reader
    /// (`CarouselCore.buildAccessibility(of:into:under:)`).
    public override func buildAccessibility(into builder: inout AccessibilityBuilder, under parent: AccessibilityID) {
        core.buildAccessibility(of: self, into: &builder, under: parent)
    }

    /// "click" on an item brings it to the snap point and selects it
    /// (`CarouselCore.performAccessibilityAction(_:onItem:)`).
    public override func performAccessibilityAction(_ name: String, onItem item: Int?) -> Bool {
        core.performAccessibilityAction(name, onItem: item)
    }
}
