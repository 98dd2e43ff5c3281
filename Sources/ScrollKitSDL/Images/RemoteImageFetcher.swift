import Dispatch
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Downloads remote images for an `ImageLoader` with URLSession, holding no byte it has not
/// bounded: an HTTP status other than 2xx, a `Content-Encoding` (the request asks for none), a
/// `Content-Length` over `maxDownloadBytes`, a body that grows past it, a header declaring more
/// pixels than `maxDimension`/`maxPixels`, or no complete answer within `timeout` seconds of the
/// download's start each fail the image at once.
///
/// - At most `maxConcurrentDownloads` transfers run at once; the others wait their turn (first
///   come, first served) and their `timeout` starts when they do.
/// - Each `fetch` calls its completion exactly once, from a background thread, the moment the
///   outcome is known (a refusal or the deadline does not wait for URLSession to wind the transfer
///   down); `invalidate()` completes the waiting and running ones as failures.
/// - No URLSession call is made on the caller's thread (URLSession's task calls wait on its work
///   queue, which a hostile transfer can keep busy for seconds): the main thread only appends to
///   a list under a lock.
///
/// Why bytes stay bounded: FoundationNetworking hands every chunk libcurl delivers to the delegate
/// queue as a queued operation, with no back-pressure, so a fast or endless stream piles up there
/// faster than a delegate can refuse it (measured: 300 MB/s). Each transfer therefore has its own
/// session whose delegate queue (`InlineOperationQueue`) runs the delegate at once on libcurl's
/// thread: a chunk is counted before the next one is read, and after a refusal every chunk is
/// dropped. libcurl always inflates gzip/deflate bodies itself (FoundationNetworking sets
/// `CURLOPT_ACCEPT_ENCODING`); the delegate counts the inflated bytes, and refuses an encoded
/// answer from its headers, before the body.
///
/// `@unchecked Sendable`: `fetch` runs on the caller's thread, the delegates on each session's
/// libcurl thread, the deadlines on `timerQueue`, URLSession calls on `sessionQueue`; every
/// mutable property is read and written only while holding `lock`, and no completion or URLSession
/// call is made while holding it.
final class RemoteImageFetcher: @unchecked Sendable {
    typealias Completion = @Sendable (Result<Data, ImageLoadFailure>) -> Void

    /// Downloads running at once; further fetches wait for a slot.
    static let maxConcurrentDownloads = 4

    private struct Transfer {
        let url: URL
        let completion: Completion
        var session: URLSession?
        var task: URLSessionDataTask?
        var data = Data()
        /// The capacity reserved for `data`, in bytes (never above `maxDownloadBytes`): see
        /// `received(_:for:)` (the response).
        var reserved = 0
        /// The header was found and is within the limits.
        var headerAccepted = false
    }

    private let limits: ImageLoader.Configuration
    private let lock = NSLock()
    /// Creates, resumes, cancels and invalidates sessions: never the caller's (main) thread.
    private let sessionQueue = DispatchQueue(label: "ScrollKitSDL.RemoteImageFetcher.sessions", attributes: .concurrent)
    private let timerQueue = DispatchQueue(label: "ScrollKitSDL.RemoteImageFetcher.deadlines")
    private var transfers: [Int: Transfer] = [:]
    /// Fetches waiting for a slot, oldest first.
    private var waiting: [Int] = []
    private var running = 0
    private var nextIdentifier = 0
    private var isInvalidated = false

    init(limits: ImageLoader.Configuration) {
        self.limits = limits
    }

    /// Transfers running or waiting.
    var activeCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return transfers.count
    }

    /// Queues a download of `url`; `completion` gets the whole body or the reason it failed.
    /// Returns at once.
    func fetch(_ url: URL, completion: @escaping Completion) {
        lock.lock()
        guard !isInvalidated else {
            lock.unlock()
            completion(.failure(ImageLoadFailure("the image loader was shut down", remedy: "nothing to do")))
            return
        }
        let identifier = nextIdentifier
        nextIdentifier += 1
        transfers[identifier] = Transfer(url: url, completion: completion)
        waiting.append(identifier)
        lock.unlock()
        startWaitingTransfers()
    }

    /// Fails every waiting and running transfer ("shut down") and cancels their sessions in the
    /// background. No fetch starts afterwards. Returns at once.
    func invalidate() {
        lock.lock()
        isInvalidated = true
        let all = transfers
        transfers.removeAll()
        waiting.removeAll()
        running = 0
        lock.unlock()
        for transfer in all.values {
            discard(transfer.session, transfer.task)
            transfer.completion(.failure(ImageLoadFailure("the image loader was shut down", remedy: "nothing to do")))
        }
    }

    /// Starts waiting transfers while slots are free.
    private func startWaitingTransfers() {
        while true {
            lock.lock()
            guard !isInvalidated, running < Self.maxConcurrentDownloads, !waiting.isEmpty else {
                lock.unlock()
                return
            }
            let identifier = waiting.removeFirst()
            running += 1
            guard let url = transfers[identifier]?.url else {
                lock.unlock()
                continue
            }
            lock.unlock()
            let timeout = limits.timeout
            timerQueue.asyncAfter(deadline: .now() + timeout) { [weak self] in
                self?.finish(identifier, .failure(.timedOut(after: timeout)))
            }
            sessionQueue.async { [weak self] in self?.startSession(identifier, url: url) }
        }
    }

    /// Makes the transfer's session and task and resumes it (on `sessionQueue`).
    private func startSession(_ identifier: Int, url: URL) {
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: sessionTimeout)
        request.setValue("image/png, image/jpeg", forHTTPHeaderField: "Accept")
        // Replaces libcurl's own "Accept-Encoding: deflate, gzip, br": an answer's size is then
        // the size sent, and an encoded answer is refused (see `refusal(of:)`).
        request.setValue("identity", forHTTPHeaderField: "Accept-Encoding")
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil // ImageLoader keeps its own byte-bounded cache
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.timeoutIntervalForRequest = sessionTimeout
        configuration.timeoutIntervalForResource = sessionTimeout
        let delegate = TransferDelegate(fetcher: self, identifier: identifier)
        let session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: InlineOperationQueue())
        let task = session.dataTask(with: request)
        lock.lock()
        let wanted = transfers[identifier] != nil
        if wanted {
            transfers[identifier]?.session = session
            transfers[identifier]?.task = task
        }
        lock.unlock()
        if wanted {
            task.resume()
        } else {
            discard(session, task) // finished (deadline, shut down) before it started
        }
    }

    /// URLSession's own timeouts, only a backstop: the fetcher's deadline enforces `limits.timeout`.
    /// On Linux (swift-corelibs-foundation) a URLSession timeout below one second fires at once,
    /// as if it were rounded down to 0 s (seen on Swift 6.3.1), so URLSession gets whole seconds
    /// beyond the real limit.
    private var sessionTimeout: TimeInterval { limits.timeout.rounded(.up) + 1 }

    /// Completes the transfer with `outcome` unless it completed already, frees its slot, and
    /// cancels its session in the background.
    private func finish(_ identifier: Int, _ outcome: Result<Data, ImageLoadFailure>) {
        lock.lock()
        guard let transfer = transfers.removeValue(forKey: identifier) else {
            lock.unlock()
            return
        }
        if let index = waiting.firstIndex(of: identifier) {
            waiting.remove(at: index)
        } else {
            running -= 1
        }
        lock.unlock()
        discard(transfer.session, transfer.task)
        transfer.completion(outcome)
        startWaitingTransfers()
    }

    /// Cancels `task` and releases `session` (which holds its delegate) on `sessionQueue`: both
    /// wait for the session's work queue, which may be busy inside libcurl for a while.
    ///
    /// `finishTasksAndInvalidate()`, not `invalidateAndCancel()`: the task is cancelled already,
    /// and swift-corelibs-foundation's `invalidateAndCancel()` reads the session's task registry off
    /// its work queue, racing the task's own removal from it (seen as a crash inside it, Swift
    /// 6.3.1, when a transfer hit its deadline while libcurl was finishing it). The session is
    /// invalidated, and lets go of its delegate, once the cancelled task has ended.
    private func discard(_ session: URLSession?, _ task: URLSessionDataTask?) {
        guard session != nil || task != nil else { return }
        sessionQueue.async {
            task?.cancel()
            session?.finishTasksAndInvalidate()
        }
    }

    // MARK: Delegate events (on the transfer's libcurl thread)

    fileprivate func received(_ response: URLResponse, for identifier: Int) {
        if let refusal = refusal(of: response) {
            finish(identifier, .failure(refusal))
            return
        }
        // The body's whole room at once (the announced length, else the cap), so it is never copied
        // while it grows: a copy holds the old and the new buffer at once. Pages of the room not
        // written yet are not resident.
        let announced = response.expectedContentLength
        lock.lock()
        if var transfer = transfers.removeValue(forKey: identifier) {
            transfer.reserved = announced > 0 ? Int(announced) : limits.maxDownloadBytes // announced ≤ the cap: `refusal(of:)`
            transfer.data.reserveCapacity(transfer.reserved)
            transfers[identifier] = transfer
        }
        lock.unlock()
    }

    /// Why an answer is refused from its status and headers, before its body, or nil.
    private func refusal(of response: URLResponse) -> ImageLoadFailure? {
        guard let http = response as? HTTPURLResponse else { return nil }
        if !(200..<300).contains(http.statusCode) {
            let name = HTTPURLResponse.localizedString(forStatusCode: http.statusCode)
            return ImageLoadFailure("the server answered HTTP \(http.statusCode) (\(name))", remedy: "check the URL")
        }
        if let encoding = http.value(forHTTPHeaderField: "Content-Encoding")?.trimmingCharacters(in: .whitespaces),
            !encoding.isEmpty, encoding.lowercased() != "identity"
        {
            return ImageLoadFailure(
                "the server sent it compressed (Content-Encoding: \(encoding.prefix(40))) though none was asked for; its unpacked size is unknown until unpacked, so it is refused",
                remedy: "serve the image without compression (PNG and JPEG are compressed already)")
        }
        if response.expectedContentLength > Int64(limits.maxDownloadBytes) {
            return .tooLarge(limit: limits.maxDownloadBytes, announced: response.expectedContentLength)
        }
        return nil
    }

    fileprivate func received(_ data: Data, for identifier: Int) {
        lock.lock()
        guard var transfer = transfers[identifier] else {
            lock.unlock()
            return // refused or timed out: the rest is dropped
        }
        var refusal: ImageLoadFailure?
        let total = transfer.data.count + data.count
        if total > limits.maxDownloadBytes {
            refusal = .tooLarge(limit: limits.maxDownloadBytes)
        } else {
            transfers[identifier] = nil // keeps `transfer.data` uniquely referenced while it grows
            if total > transfer.reserved {
                // A body longer than announced: room up to the cap, once.
                transfer.reserved = limits.maxDownloadBytes
                transfer.data.reserveCapacity(transfer.reserved)
            }
            transfer.data.append(data)
            if !transfer.headerAccepted {
                // Look at the header as soon as it is there: a bomb is refused before the rest arrives.
                switch ImageHeader.scan(transfer.data) {
                case .found(let header):
                    refusal = limits.refusal(of: header)
                    transfer.headerAccepted = refusal == nil
                case .invalid(let reason):
                    refusal = ImageLoadFailure(reason, remedy: "serve a PNG or JPEG image")
                case .needsMoreData:
                    break
                }
            }
            transfers[identifier] = transfer
        }
        lock.unlock()
        if let refusal { finish(identifier, .failure(refusal)) }
    }

    fileprivate func completed(_ identifier: Int, error: Error?) {
        if let error {
            finish(identifier, .failure(failure(for: error)))
            return
        }
        lock.lock()
        let data = transfers[identifier]?.data
        lock.unlock()
        if let data { finish(identifier, .success(data)) }
    }

    private func failure(for error: Error) -> ImageLoadFailure {
        let nsError = error as NSError
        if nsError.domain == NSURLErrorDomain, nsError.code == NSURLErrorTimedOut {
            return .timedOut(after: limits.timeout)
        }
        let description = (nsError.userInfo[NSLocalizedDescriptionKey] as? String) ?? "\(error)"
        return ImageLoadFailure("the download failed: \(description)", remedy: "check the URL and the network connection")
    }
}

/// One transfer's URLSession delegate: forwards to the fetcher with the transfer's identifier.
/// The session holds it (strongly) until it is invalidated; it holds the fetcher weakly.
private final class TransferDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    // @unchecked: both properties are constants.
    private weak var fetcher: RemoteImageFetcher?
    private let identifier: Int

    init(fetcher: RemoteImageFetcher, identifier: Int) {
        self.fetcher = fetcher
        self.identifier = identifier
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        completionHandler(.allow)
        fetcher?.received(response, for: identifier)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        fetcher?.received(data, for: identifier)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        fetcher?.completed(identifier, error: error)
    }
}

/// A delegate queue that runs each operation at once, on the thread that adds it. URLSession adds
/// its delegate calls from its own work queue, as libcurl hands over each chunk: run inline, a
/// delegate sees every chunk before the next is read, so nothing piles up (see
/// `RemoteImageFetcher`). Delegates run here must never wait for the session (a task's `cancel()`
/// waits for the very queue they run on): the fetcher's go through `sessionQueue`.
final class InlineOperationQueue: OperationQueue, @unchecked Sendable {
    // @unchecked: no state of its own.
    override func addOperation(_ block: @escaping @Sendable () -> Void) {
        block()
    }

    override func addOperation(_ operation: Operation) {
        operation.start()
    }
}
