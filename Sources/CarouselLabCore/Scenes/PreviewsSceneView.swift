import Carousels
import Foundation
import ScrollKit

/// Seed D in the lab: a `PreviewScrollHost` filling the view, pages sized from the view.
///
/// A page is `pageWidthFraction` of the view's width and the view's full height; the host centres
/// it and the neighbouring pages show at the sides (the previews), each banner inset by the host's
/// default page insets (20 pt top and bottom, 15 pt each side, so 30 pt between two banners). At
/// 60 % the infinite mode's previews (a third of a page each side) exactly fill the width, and the
/// finite mode's (up to half a page) do too.
///
/// - finite (`FinitePreviewScrollHost`): this view is the data source and makes one `BannerItemView`
///   per banner, with a click recognizer of its own (a click on the centred page is the page's, seed
///   D2): it calls `onSelect`.
/// - infinite (`InfinitePreviewScrollHost`): the banners go to `set(items:)`; the host reports clicks
///   on the centred banner to its delegate.
///
/// Drop shadows (D5) are on. The view lays the host out again on every size change.
@MainActor
public final class PreviewsSceneView: View, PreviewScrollHostDataSource {
    /// A page's width as a fraction of the view's (more in a narrow view: `readableFraction`).
    public static let pageWidthFraction: CGFloat = 0.6

    public let host: PreviewScrollHost
    public let banners: [Banner]
    private let layout: BannerLayout
    /// Finite mode: a click on the centred page's banner, with its index.
    var onSelect: ((Int) -> Void)?

    /// A scene (finite or `infinite`) showing `banners`; `delegate` (if any) is set before the data, so it hears
    /// the first page. `background` is the opaque colour the scene is drawn on: the host's drop
    /// shadows fall on it.
    init(banners: [Banner], layout: BannerLayout, infinite: Bool, delegate: PreviewScrollHostDelegate?, background: Color) {
        self.banners = banners
        self.layout = layout
        let finite = infinite ? nil : FinitePreviewScrollHost(pageSize: .zero)
        let endless = infinite ? InfinitePreviewScrollHost(pageSize: .zero) : nil
        host = finite ?? endless!
        super.init()
        host.showsDropShadow = true
        host.shadowGround = background
        addSubview(host)
        host.delegate = delegate
        finite?.dataSource = self
        endless?.set(items: banners)
    }

    public override func layoutSubviews() {
        host.frame = bounds
        let fraction = readableFraction(PreviewsSceneView.pageWidthFraction, width: bounds.width)
        host.pageSize = CGSize(width: (bounds.width * fraction).rounded(), height: bounds.height)
    }

    // MARK: Data source (finite host)

    public func numberOfPages(in host: FinitePreviewScrollHost) -> Int { banners.count }

    public func view(forPage index: Int, in host: FinitePreviewScrollHost) -> View {
        let view = BannerItemView(cornerRadius: layout.cornerRadius)
        view.configure(with: banners[index])
        let tap = TapGestureRecognizer()
        tap.action = { [weak self] _ in self?.onSelect?(index) }
        view.addGestureRecognizer(tap)
        return view
    }
}
