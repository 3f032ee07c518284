import Foundation
import MotionSwiftUILayout

/// The proposals a node's sizes came from in the current layout pass. A container is sized for its
/// proposal, then placed at that size — which may differ from the proposal (a stack offered nil height
/// answers its ideal height) — and must place its children with the sizes they chose for the proposal
/// it was sized with, as SwiftUI places with the proposal it measured (stacks, custom layouts, frames).
struct ProposalMemo {
    private var proposals: [CGSize: ProposedViewSize] = [:]
    private var pass = -1

    /// Remembers that `size` was the answer to `proposal` (earlier passes' answers are forgotten).
    mutating func record(_ size: CGSize, for proposal: ProposedViewSize) {
        if pass != LayoutNode.layoutPass {
            pass = LayoutNode.layoutPass
            proposals.removeAll(keepingCapacity: true)
        }
        proposals[size] = proposal
    }

    /// The proposal `size` was the answer to in this pass, if it was one.
    func proposal(for size: CGSize) -> ProposedViewSize? { proposals[size] }
}
