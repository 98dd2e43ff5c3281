import Foundation
import ScrollKit

extension CarouselCore {
    /// Gives every item view laid out its Material 3 keyline look (`View.drawMask`): the part of the
    /// item its keyline shows, moved to where the keyline puts it, from its progress alone, so every
    /// technique and flow draws the same. A `KeylineMaskedCell` hears its placement. Without keylines, puts back the views a keyline layout masked.
    ///
    /// A finite strip interpolates Material's start and end steps by its scroll offset (read from the
    /// first item: item `i` of a strip scrolled by `s` starts at `i × pitch − s`); an endless one keeps
    /// its centred keylines.
    ///
    /// - Complexity: O(v × k) for v item views and k keylines; allocates nothing at rest, and only while
    ///   Material's steps are interpolated near a finite strip's ends.
    func applyKeylines() {
        guard let strategy else { return }
        guard let keylines = geometry.keylines else {
            // Once keylines have masked views, every pass puts back the views it lays out, those a
            // technique's pool kept with a mask included.
            guard masksKeylines else { return }
            strategy.forEachItemView { view, _ in
                guard view.drawMask != nil else { return }
                view.drawMask = nil
                (view as? KeylineMaskedCell)?.keylinePlacementChanged(nil)
            }
            return
        }
        masksKeylines = true
        let length = keylines.itemLength
        let pitch = length + keylines.itemSpacing
        let aligned: CGFloat
        switch geometry.alignment {
        case .start: aligned = 0
        case .center: aligned = length / 2
        case .end: aligned = length
        }
        // The snap point from the start of the available length (the viewport less its start inset).
        let snap = geometry.snapPoint - geometry.inset
        let flow = self.flow
        let (smallest, large) = keylines.defaultKeylines.sizeRange
        var list: KeylineList?
        strategy.forEachItemProgress { item in
            let start = snap + item.progress * pitch - aligned
            if list == nil {
                list =
                    geometry.isEndless
                    ? keylines.defaultKeylines
                    : keylines.keylines(
                        forScrollOffset: CGFloat(item.index) * pitch - start,
                        maxScrollOffset: keylines.maxScrollOffset(itemCount: geometry.count))
            }
            guard let list, let placed = keylines.place(itemStartingAt: start, in: list) else {
                item.view.drawMask = nil
                (item.view as? KeylineMaskedCell)?.keylinePlacementChanged(nil)
                return
            }
            if let cell = item.view as? KeylineMaskedCell {
                cell.keylinePlacementChanged(
                    KeylinePlacement(
                        index: item.index, keyline: placed.keyline, unadjustedStart: start,
                        translation: placed.translation, maskStart: placed.maskStart, maskEnd: placed.maskEnd,
                        itemLength: length, minLength: smallest, maxLength: large, isOutOfKeylineBounds: placed.isOutside))
            }
            let bounds = item.view.bounds
            let shown = max(0, placed.maskEnd - placed.maskStart)
            let rect: CGRect
            switch (flow.axis, flow.isReversed) {
            case (.vertical, _):
                rect = CGRect(x: bounds.minX, y: bounds.minY + placed.maskStart, width: bounds.width, height: shown)
            case (.horizontal, false):
                rect = CGRect(x: bounds.minX + placed.maskStart, y: bounds.minY, width: shown, height: bounds.height)
            case (.horizontal, true):
                rect = CGRect(x: bounds.maxX - placed.maskEnd, y: bounds.minY, width: shown, height: bounds.height)
            }
            let mask = DrawMask(rect: rect, offset: flow.vector(alongMain: placed.translation))
            if item.view.drawMask != mask { item.view.drawMask = mask }
        }
    }

    /// How a release picks its landing now: the technique's `snapping`, or `.free` under Material's
    /// uncontained keylines, which never snap.
    var releaseSnapping: CarouselSnapping {
        geometry.keylines != nil && layout.keylines == .uncontained ? .free : snapping
    }
}

extension Carousel {
    /// Why the layout's Material 3 keylines (`CarouselLayout.keylines`) are not drawn, or nil when they
    /// are (or none are asked for): the technique refuses them (seed D's pages are its scroll view's
    /// bounds; seed E's picker shows one option), or Material's arrangement finds no room in the
    /// view. The items are then laid out plainly.
    public var keylineProblem: String? {
        guard layout.keylines != nil else { return nil }
        if let refusal = core.strategy?.keylineRefusal { return refusal }
        return core.geometry.keylineProblem
    }
}
