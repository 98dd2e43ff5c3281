import Dispatch
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Downloads remote images for an `ImageLoader` with URLSession, enforcing its limits while the
/// bytes arrive: an HTTP status other than 2xx, a `Content-Length` over `maxDownloadBytes`, a body
/// that grows past it, a header declaring more pixels than `maxDimension`/`maxPixels`, or no
/// complete answer within `timeout` seconds each cancel the transfer and fail it with a reason.
///
/// Each `fetch` calls its completion exactly once, on the session's private delegate queue (also
/// when the fetcher is invalidated: the transfers are cancelled and complete as failures).
///
/// `@unchecked Sendable`: URLSession calls the delegate methods on `delegateQueue` while `fetch`
/// runs on the caller's thread and the timeout fires on a global queue; every mutable property
/// (`session`, `transfers`, `isInvalidated`) is read and written only while holding `lock`, and no
/// completion or URLSession call is made while holding it. (It must be an `NSObject` subclass for
/// URLSession, so it cannot be an actor.)
final class RemoteImageFetcher: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    typealias Completion = @Sendable (Result<Data, ImageLoadFailure>) -> Void

    private struct Transfer {
        let task: URLSessionDataTask
        let completion: Completion
        var data = Data()
        /// Set when the fetcher itself cancels the task (limit, status, timeout): the reason wins
        /// over URLSession's "cancelled".
        var failure: ImageLoadFailure?
        /// The header was found and is within the limits.
        var headerAccepted = false
    }

    private let limits: ImageLoader.Configuration
    private let lock = NSLock()
    private let delegateQueue: OperationQueue
    private var session: URLSession?
    private var transfers: [Int: Transfer] = [:]
    private var isInvalidated = false

    init(limits: ImageLoader.Configuration) {
        self.limits = limits
        delegateQueue = OperationQueue()
        delegateQueue.name = "ScrollKitSDL.RemoteImageFetcher"
        delegateQueue.maxConcurrentOperationCount = 1
        super.init()
    }

    /// Starts downloading `url`; `completion` gets the whole body or the reason it failed.
    func fetch(_ url: URL, completion: @escaping Completion) {
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: sessionTimeout)
        request.setValue("image/png, image/jpeg", forHTTPHeaderField: "Accept")
        lock.lock()
        guard !isInvalidated else {
            lock.unlock()
            completion(.failure(ImageLoadFailure("the image loader was shut down", remedy: "nothing to do")))
            return
        }
        let session = self.session ?? makeSession()
        self.session = session
        let task = session.dataTask(with: request)
        let identifier = task.taskIdentifier
        transfers[identifier] = Transfer(task: task, completion: completion)
        lock.unlock()
        task.resume()
        let timeout = limits.timeout
        DispatchQueue.global(qos: .utility).asyncAfter(deadline: .now() + timeout) { [weak self] in
            self?.cancel(identifier, because: .timedOut(after: timeout))
        }
    }

    /// Cancels every transfer (each completes as a failure) and releases the session, which
    /// otherwise keeps its delegate (this fetcher) alive. No fetch starts afterwards.
    func invalidate() {
        lock.lock()
        isInvalidated = true
        let session = self.session
        self.session = nil
        lock.unlock()
        session?.invalidateAndCancel()
    }

    /// URLSession's own timeouts, only a backstop: the fetcher's timer enforces `limits.timeout`.
    /// On Linux (swift-corelibs-foundation) a URLSession timeout below one second fires at once,
    /// as if it were rounded down to 0 s (seen on Swift 6.3.1), so URLSession gets whole seconds
    /// beyond the real limit.
    private var sessionTimeout: TimeInterval { limits.timeout.rounded(.up) + 1 }

    private func makeSession() -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil  // ImageLoader keeps its own byte-bounded cache
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.timeoutIntervalForRequest = sessionTimeout
        configuration.timeoutIntervalForResource = sessionTimeout
        configuration.httpMaximumConnectionsPerHost = 4
        return URLSession(configuration: configuration, delegate: self, delegateQueue: delegateQueue)
    }

    /// Records `failure` for the transfer (unless one is recorded already or it finished) and
    /// cancels its task; the completion then reports `failure`.
    private func cancel(_ identifier: Int, because failure: ImageLoadFailure) {
        lock.lock()
        guard var transfer = transfers[identifier], transfer.failure == nil else {
            lock.unlock()
            return
        }
        transfer.failure = failure
        transfers[identifier] = transfer
        lock.unlock()
        transfer.task.cancel()
    }

    // MARK: URLSessionDataDelegate (on `delegateQueue`)

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        completionHandler(.allow)
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            let name = HTTPURLResponse.localizedString(forStatusCode: http.statusCode)
            cancel(dataTask.taskIdentifier, because: ImageLoadFailure("the server answered HTTP \(http.statusCode) (\(name))",
                                                                       remedy: "check the URL"))
        } else if response.expectedContentLength > Int64(limits.maxDownloadBytes) {
            cancel(dataTask.taskIdentifier, because: .tooLarge(limit: limits.maxDownloadBytes, announced: response.expectedContentLength))
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let identifier = dataTask.taskIdentifier
        lock.lock()
        guard var transfer = transfers[identifier], transfer.failure == nil else {
            lock.unlock()
            return
        }
        var refusal: ImageLoadFailure?
        if transfer.data.count + data.count > limits.maxDownloadBytes {
            refusal = .tooLarge(limit: limits.maxDownloadBytes)
        } else {
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
        }
        transfers[identifier] = transfer
        lock.unlock()
        if let refusal { cancel(identifier, because: refusal) }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        lock.lock()
        let transfer = transfers.removeValue(forKey: task.taskIdentifier)
        lock.unlock()
        guard let transfer else { return }
        if let failure = transfer.failure {
            transfer.completion(.failure(failure))
        } else if let error {
            transfer.completion(.failure(failure(for: error)))
        } else {
            transfer.completion(.success(transfer.data))
        }
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
