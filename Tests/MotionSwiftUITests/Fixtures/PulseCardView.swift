// A SwiftUI file written as for iOS (the "done means" view): a rounded rectangle whose width
// springs, a circle offset with an ease-in-out curve, a button, a pulsing rectangle started in
// onAppear. Compiled here unchanged against MotionLab's SwiftUI.
import SwiftUI

struct PulseCardView: View {
    @State private var wide = false
    @State private var moved = false
    @State private var pulsing = false

    var body: some View {
        VStack(spacing: 20) {
            RoundedRectangle(cornerRadius: 12)
                .fill(Color.blue)
                .frame(width: wide ? 240 : 120, height: 60)
                .accessibilityIdentifier("bar")
            Circle()
                .fill(Color.orange)
                .frame(width: 40, height: 40)
                .offset(x: moved ? 100 : -100)
                .accessibilityIdentifier("dot")
            Button("Animate") {
                withAnimation(.spring(response: 0.5, dampingFraction: 0.6)) {
                    wide.toggle()
                }
                withAnimation(.easeInOut(duration: 0.8)) {
                    moved.toggle()
                }
            }
            .accessibilityIdentifier("button")
            Rectangle()
                .fill(Color.green)
                .frame(width: 80, height: 80)
                .scaleEffect(pulsing ? 1.2 : 1.0)
                .animation(.easeInOut(duration: 1).repeatForever(autoreverses: true), value: pulsing)
                .accessibilityIdentifier("pulse")
                .onAppear {
                    pulsing = true
                }
        }
    }
}
