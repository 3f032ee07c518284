import Foundation
import OpenCombine

extension NotificationCenter {
    /// Combine's notification publisher: each notification of `name` (from `object`, when given) posted
    /// to the centre, from subscription until cancellation.
    public struct Publisher: OpenCombine.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never

        public let center: NotificationCenter
        public let name: Notification.Name
        public let object: AnyObject?

        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center; self.name = name; self.object = object
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            subscriber.receive(subscription: Subscription(self, subscriber))
        }

        /// Observes the centre while the subscriber has demand; the observer is removed on cancel.
        final class Subscription<S: Subscriber>: OpenCombine.Subscription where S.Input == Notification, S.Failure == Never {
            private var subscriber: S?
            private var observer: NSObjectProtocol?
            private let center: NotificationCenter
            private var demand = Subscribers.Demand.none

            init(_ publisher: Publisher, _ subscriber: S) {
                self.subscriber = subscriber
                center = publisher.center
                observer = center.addObserver(forName: publisher.name, object: publisher.object, queue: nil) { [weak self] note in
                    guard let self, let s = self.subscriber, self.demand > 0 else { return }
                    self.demand -= 1
                    self.demand += s.receive(note)
                }
            }

            func request(_ demand: Subscribers.Demand) { self.demand += demand }

            func cancel() {
                if let observer { center.removeObserver(observer) }
                observer = nil
                subscriber = nil
            }
        }
    }

    /// A publisher of the notifications named `name` (from `object`, when given).
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
        Publisher(center: self, name: name, object: object)
    }
}
