import Foundation
import ScrollKit

/// Where the app draws what, in window points: its own header and footer bars, and the carousel's
/// rectangle between them.
public struct HostLayout: Equatable, Sendable {
    /// The header bar's height, in points.
    public static let headerHeight: CGFloat = 64
    /// The footer bar's height, in points.
    public static let footerHeight: CGFloat = 56
    /// The header's colour (the app draws it with SDL_RenderFillRect).
    public static let headerColor = (red: UInt8(0x1D), green: UInt8(0x35), blue: UInt8(0x57))
    /// The footer's colour.
    public static let footerColor = (red: UInt8(0x3D), green: UInt8(0x40), blue: UInt8(0x5B))
    /// The colour of the footer's page dots (the current one is white).
    public static let dotColor = (red: UInt8(0xA8), green: UInt8(0xDA), blue: UInt8(0xDC))
    /// The colour under the carousel (the carousel's own `background`).
    public static let carouselBackground = Color(hex: 0xF1_FA_EE)

    /// The window's size, in points.
    public var window: CGSize

    /// The layout of a window of `window` points.
    public init(window: CGSize) { self.window = window }

    /// The header bar, across the top.
    public var header: CGRect { CGRect(x: 0, y: 0, width: window.width, height: Self.headerHeight) }
    /// The footer bar, across the bottom.
    public var footer: CGRect {
        CGRect(x: 0, y: window.height - Self.footerHeight, width: window.width, height: Self.footerHeight)
    }
    /// The carousel's rectangle: everything between the bars.
    public var carousel: CGRect {
        CGRect(
            x: 0, y: Self.headerHeight, width: window.width,
            height: max(0, window.height - Self.headerHeight - Self.footerHeight))
    }
}
