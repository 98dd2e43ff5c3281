import Carousels
import Foundation
import ScrollKit

/// The lab's root view: shows the gallery or one technique full-window, answers the lab's keys, and
/// carries the X-ray overlay, the frame-time HUD and autoplay over whatever is shown.
///
/// Keys (those the focused carousel does not take itself): Tab / Shift-Tab move the focus between
/// the techniques on screen, 1–7 open one technique full-window, Esc goes back to the gallery (and in
/// the gallery asks to quit), X toggles the X-ray, P the physics plot, A autoplay, F the HUD. (The
/// time keys, S, Space and `.`, belong to the run loop's `AppClock`.)
@MainActor
public final class LabShell: View {
    /// The autoplay interval the A key uses when none was given, in seconds.
    public static let defaultAutoplayInterval: TimeInterval = 3

    /// What is shown now.
    public private(set) var content: SceneContent
    /// Whether Esc was pressed in the gallery: the run loop then ends.
    public private(set) var wantsQuit = false
    public let xray = XRayOverlay()
    public let hud = FrameHUD()
    /// Key P: the physics plot, docked at the bottom; the scene fills the space above it.
    public let plot: PhysicsPlotView
    /// What the plot shows (and `--plot-csv` writes): it follows the focused technique.
    public let plotRecorder = PhysicsPlotRecorder()
    /// The app time's scale and pause, shown while time does not run at 1×.
    let timeBadge = TimeBadge()
    /// A moment's notice of what a key did instead of its usual (key A under reduced motion).
    public let notice = NoticeBadge()
    /// The notice key A shows when reduced motion keeps autoplay off.
    public static let autoplayReducedMotionNotice = "autoplay off: reduced motion"
    /// Reduced motion (`WindowRoot.reducesMotion`, which the lab sets too): autoplay never starts,
    /// neither from `--autoplay` nor from key A (which says so in `notice`), nor in attract mode.
    /// Turning it on stops a running autoplay.
    public var reducesMotion = false {
        didSet {
            if reducesMotion { setAutoplay(nil) }
            updateAttractAutoplay()
        }
    }
    /// Autoplay's interval in seconds, nil when off.
    public private(set) var autoplayInterval: TimeInterval?
    /// The effect on every technique's side items (key E cycles it; `setEffect(_:)`).
    public internal(set) var effect: CarouselEffect = .none

    /// The banners every technique shows now, with their own lengths and ids: the config's, as
    /// edited live (`updateBanners(_:)`), and those `--feed` appended.
    public internal(set) var liveBanners: [LiveBanner]
    /// The banners `--feed` cycles through: the config's (`updateBanners(_:)` replaces them).
    var feedSource: [LiveBanner]
    /// `--feed N`: how many banners to append to a finite strip whenever its current item comes
    /// within `LabShell.feedDistance` items of the last one; nil: no feed.
    public var feed: Int? {
        didSet { attachFeed(to: content) }
    }
    /// Whether a finite strip came near its end and the feed has yet to append (`update(now:)` does).
    var feedPending = false
    /// How every technique sizes, aligns, pages and bounds its items (its `keylines` decide which
    /// effects key E cycles through).
    let layout: CarouselLayout
    /// Which way every technique's items run.
    public let flow: ItemFlow
    private let log: EventLog?
    private var autoplayers: [Autoplayer] = []
    /// `--attract`: glides every technique shown back to its first item after that long without
    /// input, then autoplays them; nil when off (`setAttract(_:)`).
    public private(set) var attractor: CarouselAttractor?
    var savedGallery: SceneContent?

    /// The banners shown now, in order.
    var banners: [Banner] { liveBanners.map(\.banner) }
    /// The banners' own lengths along the main axis (`LabConfig.itemLengths`), for every technique.
    var itemLengths: [CGFloat?] { LiveBanner.lengths(of: liveBanners) }

    /// A shell showing `scene` made of `banners` laid out by `layout` (banner i `itemLengths[i]` long
    /// where that is not nil, its config id `bannerIDs[i]`, on the `shelves` row `bannerRows[i]`), flowing
    /// along `flow`; events go to `log` if any.
    public init(
        scene: SceneKind, banners: [Banner], layout: CarouselLayout, itemLengths: [CGFloat?] = [], bannerIDs: [String?] = [],
        bannerRows: [String?] = [], flow: ItemFlow = .horizontal, log: EventLog?
    ) {
        liveBanners = banners.indices.map { index in
            LiveBanner(
                banners[index], length: itemLengths.element(at: index), id: bannerIDs.element(at: index),
                row: bannerRows.element(at: index))
        }
        feedSource = liveBanners
        self.layout = layout
        self.flow = flow
        self.log = log
        content = scene.makeContent(
            banners: banners, layout: layout, itemLengths: itemLengths, bannerRows: bannerRows, flow: flow, log: log)
        plot = PhysicsPlotView(recorder: plotRecorder)
        super.init()
        addSubview(content.view)
        xray.isHidden = true
        hud.isHidden = true
        plot.isHidden = true
        addSubview(plot)
        addSubview(xray)
        addSubview(hud)
        addSubview(timeBadge)
        addSubview(notice)
        attach(content)
    }

    public override var canBecomeFocused: Bool { true }

    /// The scene shown now.
    public var scene: SceneKind { content.kind }

    public override func layoutSubviews() {
        let plotHeight = plot.isHidden ? 0 : PhysicsPlotView.height(forWindowHeight: bounds.height)
        content.view.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - plotHeight)
        plot.frame = CGRect(x: 0, y: bounds.height - plotHeight, width: bounds.width, height: plotHeight)
        xray.frame = bounds
        hud.frame = CGRect(
            x: bounds.width - FrameHUD.size.width - 12, y: 12, width: FrameHUD.size.width, height: FrameHUD.size.height)
        timeBadge.frame = CGRect(
            x: (bounds.width - TimeBadge.size.width) / 2, y: 12, width: TimeBadge.size.width, height: TimeBadge.size.height)
        notice.frame = CGRect(
            x: (bounds.width - NoticeBadge.size.width) / 2, y: 12 + TimeBadge.size.height + 6,
            width: NoticeBadge.size.width, height: NoticeBadge.size.height)
    }

    /// Shows or hides the physics plot; the scene gives it the bottom of the window (and, as on any
    /// resize, each technique re-centres its current item).
    public func setPlotShown(_ shown: Bool) {
        guard plot.isHidden == shown else { return }
        plot.isHidden = !shown
        setNeedsLayout()
    }

    /// Shows how app time runs (`AppClock.label`): in the HUD and the plot's title always, and in a
    /// badge at the top while it does not run at 1×.
    public func showTime(_ clock: AppClock) {
        hud.timeLabel = clock.label
        plot.timeLabel = clock.label
        timeBadge.show(clock)
    }

    /// Takes the frame's plot sample: drawing starts once every motion has advanced to the frame's
    /// time and before the plot draws, so the plot shows the frame it is drawn in. Nothing is drawn.
    public override func drawContent(in rect: CGRect, into context: inout DrawingContext) {
        guard let root = windowRoot else { return }
        plotRecorder.sample(focus: root.focusedView, at: root.animationDriver.now)
    }

    // MARK: Switching scenes

    /// Shows `scene`: the gallery (the one left earlier, if any) or one technique full-window.
    public func show(_ scene: SceneKind) {
        log?.scene = scene.rawValue
        let next: SceneContent
        if scene == .gallery, let saved = savedGallery {
            next = saved
            savedGallery = nil
        } else {
            next = scene.makeContent(
                banners: banners, layout: layout, itemLengths: itemLengths, bannerRows: liveBanners.map(\.row), flow: flow,
                log: log)
        }
        if self.scene == .gallery, scene != .gallery { savedGallery = content }
        content.view.removeFromSuperview()
        content = next
        insertSubview(next.view, at: 0)
        attach(next)
        setNeedsLayout()
    }

    /// Hooks the techniques of `content` to the X-ray, the event log and autoplay, and focuses the first.
    private func attach(_ content: SceneContent) {
        for technique in content.techniques {
            technique.carousel.addListener(xray)
            technique.carousel.addListener(plotRecorder)
        }
        xray.techniques = content.techniques
        plotRecorder.watch(content.techniques)
        applyEffect(to: content)
        attachFeed(to: content)
        autoplayers = content.techniques.map { Autoplayer(technique: $0, interval: autoplayInterval) }
        attractor?.carousels = content.techniques.map(\.carousel)
        attractor?.onAttract = content.onAttract
        focusFirstTechnique()
    }

    /// Gives the keys to the scene's first key target, its first technique's carousel or the shelves
    /// (to the shell itself when there is none).
    public func focusFirstTechnique() {
        windowRoot?.focus(content.keyTargets.first ?? self)
    }

    // MARK: Per frame

    /// Runs the lab's timed work at `now` (seconds): attract mode, autoplay and the page dots. The run
    /// loop calls it on every pass, before it decides whether to build a frame (a page autoplay turns
    /// starts one).
    public func update(now: Timestamp) {
        guard let root = windowRoot else { return }
        if feedPending {
            feedPending = false
            root.animationDriver.noteEventTime(now)
            appendFeed()
        }
        attractor?.update(now: now)
        // While attracting, the attractor's autoplay turns the pages; `--autoplay`'s waits (a full
        // interval after the wake-up).
        let attracting = attractor?.isAttracting == true
        for autoplayer in autoplayers where autoplayer.update(now: now, pointer: root.pointerLocation, paused: attracting) {
            root.animationDriver.noteEventTime(now)
            autoplayer.technique.carousel.next(cause: .autoplay)
        }
    }

    /// Tells the HUD a frame was built at `now` (seconds on the frame clock, not app time: the HUD
    /// measures the run loop).
    public func noteFrame(at now: Timestamp) {
        hud.noteFrame(at: now)
    }

    /// The next time `update(now:)` has work to do although nothing moves (an autoplay page), so an
    /// idle run loop wakes up for it; nil when there is none.
    ///
    /// - Complexity: O(t) for t techniques shown; allocates nothing (the run loop asks every pass).
    public var nextDeadline: Timestamp? {
        if feedPending { return 0 } // now: the feed appends on the next pass
        var earliest = attractor?.nextDeadline
        for autoplayer in autoplayers {
            if let fire = autoplayer.nextFire, fire < earliest ?? .infinity { earliest = fire }
        }
        return earliest
    }

    // MARK: Settings

    /// Turns autoplay on with `interval` seconds between pages, or off with nil. Under
    /// `reducesMotion` it stays off whatever `interval` is.
    public func setAutoplay(_ interval: TimeInterval?) {
        let interval = reducesMotion ? nil : interval
        autoplayInterval = interval
        autoplayers = content.techniques.map { Autoplayer(technique: $0, interval: interval) }
        updateAttractAutoplay()
    }

    /// Turns attract mode on with an idle timeout of `timeout` seconds, or off with nil: after that
    /// long without input every technique shown glides back to its first item (cause `attract`),
    /// then autoplays (`autoplayInterval`, else `defaultAutoplayInterval`; never under
    /// `reducesMotion`) until the next input, which does nothing else (`admit(_:)`).
    public func setAttract(_ timeout: TimeInterval?) {
        attractor = timeout.map { CarouselAttractor(idleTimeout: $0, carousels: content.techniques.map(\.carousel)) }
        attractor?.onAttract = content.onAttract
        updateAttractAutoplay()
    }

    /// Says whether the run loop should hand `event` to the window: false for the input that wakes
    /// attract mode and the rest of its gesture (`AttractMode.admit(_:)`); always true without
    /// attract mode. The run loop asks before `WindowRoot.handle`, for every event.
    public func admit(_ event: InputEvent) -> Bool {
        attractor?.admit(event) ?? true
    }

    /// Gives the attractor the autoplay interval: `--autoplay`'s (or key A's), else the default;
    /// none under reduced motion.
    private func updateAttractAutoplay() {
        attractor?.autoplayInterval = reducesMotion ? nil : autoplayInterval ?? LabShell.defaultAutoplayInterval
    }

    // MARK: Keys

    public override func handleKey(_ event: KeyEvent) -> Bool {
        switch event.key {
        case .escape:
            if scene == .gallery { wantsQuit = true } else { show(.gallery) }
        case .tab:
            moveFocus(by: event.modifiers.contains(.shift) ? -1 : 1)
        case .character(let character):
            return handleCharacter(character)
        default:
            return false
        }
        return true
    }

    private func handleCharacter(_ character: Character) -> Bool {
        switch character {
        case "x": xray.isHidden.toggle()
        case "f": hud.isHidden.toggle()
        case "p": setPlotShown(plot.isHidden)
        case "a" where reducesMotion: notice.show(LabShell.autoplayReducedMotionNotice)
        case "a": setAutoplay(autoplayInterval == nil ? LabShell.defaultAutoplayInterval : nil)
        case "e": setEffect(nextEffect)
        default:
            guard let digit = character.wholeNumberValue, SceneKind.keyedScenes.indices.contains(digit - 1) else {
                return false
            }
            show(SceneKind.keyedScenes[digit - 1])
        }
        return true
    }

    /// Moves the keyboard focus `step` key targets along (the techniques), wrapping around.
    private func moveFocus(by step: Int) {
        let carousels = content.keyTargets
        guard !carousels.isEmpty, let root = windowRoot else { return }
        let current = carousels.firstIndex { root.focusedView === $0 } ?? (step > 0 ? -1 : 0)
        root.focus(carousels[WrapMath.wrap(current + step, count: carousels.count)])
    }
}
