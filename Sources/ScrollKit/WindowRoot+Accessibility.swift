import Foundation

extension WindowRoot {
    /// The window's accessibility elements now: the application `applicationName`, holding the window's
    /// frame named `windowTitle` (active while the window has the input focus, `isActive`), holding
    /// whatever the views describe (`View.buildAccessibility(into:under:)`). O(views + shown items);
    /// it allocates, so a bridge takes one only while an assistive technology listens.
    public func accessibilitySnapshot(applicationName: String, windowTitle: String, isActive: Bool = true)
        -> AccessibilitySnapshot
    {
        var builder = AccessibilityBuilder(applicationName: applicationName, windowBounds: bounds, focusedView: focusedView)
        var states: AccessibilityStates = [.enabled, .visible, .showing]
        if isActive { states.insert(.active) }
        let frame = AccessibilityNode(
            id: AccessibilityID(object: accessibilityIdentifier), role: .frame, name: windowTitle, states: states, frame: bounds)
        builder.add(frame, under: .application, performer: nil)
        for subview in subviews { subview.buildAccessibility(into: &builder, under: frame.id) }
        return builder.snapshot
    }
}
