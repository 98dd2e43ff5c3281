import Foundation

// Observers: any number of objects that hear every delegate call right after the delegate, without
// taking its place (the lab's event log and physics plot watch a scroll view a carousel drives).

extension ScrollView {
    /// Adds `observer`, held weakly, to hear every `ScrollViewDelegate` call right after `delegate`
    /// does, in the order observers were added. Its `scrollViewWillEndDragging` sees the landing the
    /// delegate settled on, in a copy of its own: a change it makes there is ignored. It is never
    /// asked `scrollView(_:stepBy:)` (only the delegate decides a step). Adding one twice has no
    /// effect; a released observer simply stops hearing.
    ///
    /// - Complexity: O(k) for k observers added (allocates only when the list grows).
    public func addObserver(_ observer: ScrollViewDelegate) {
        observers.removeAll { $0.value == nil }
        guard !observers.contains(where: { $0.value === observer }) else { return }
        observers.append(WeakScrollObserver(value: observer))
    }

    /// Removes `observer` (nothing happens if it was not added).
    ///
    /// - Complexity: O(k) for k observers added.
    public func removeObserver(_ observer: ScrollViewDelegate) {
        observers.removeAll { $0.value == nil || $0.value === observer }
    }

    /// Tells the delegate, then each observer in the order they were added (those added or removed
    /// meanwhile hear the next call).
    ///
    /// - Complexity: O(1 + k) for k observers; allocates nothing (a frame of motion calls it). The
    ///   loops index the list rather than iterate it: an unoptimised build's generic iterator over
    ///   weak references allocates, and the tests count allocations in that build.
    func notify(_ call: (ScrollViewDelegate) -> Void) {
        if let delegate { call(delegate) }
        let observers = observers
        var index = 0
        while index < observers.count {
            if let observer = observers[index].value { call(observer) }
            index += 1
        }
    }

    /// Tells each observer that the pointer lifted at `velocity` (points per millisecond) to land on
    /// `target`, the landing the delegate settled on; each gets a copy, so none can move it.
    ///
    /// - Complexity: O(k) for k observers; allocates nothing.
    func notifyObserversOfRelease(velocity: CGPoint, target: CGPoint) {
        let observers = observers
        var index = 0
        while index < observers.count {
            if let observer = observers[index].value {
                var observed = target
                observer.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &observed)
            }
            index += 1
        }
    }
}

/// An observer held weakly.
struct WeakScrollObserver {
    weak var value: ScrollViewDelegate?
}
