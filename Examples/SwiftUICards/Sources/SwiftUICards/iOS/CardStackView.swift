//
//  CardStackView.swift
//  Cards
//
//  A stack of cards: drag the top one (it springs back, or is sent to the back when flung), tap it
//  to expand it (a matched-geometry hero), like it (a keyframe bounce).
//

import SwiftUI

struct Card: Identifiable, Equatable {
    let id: Int
    let color: Color
    let title: String
}

struct Heart: Shape {
    func path(in rect: CGRect) -> Path {
        let w = rect.width, h = rect.height
        var p = Path()
        p.move(to: CGPoint(x: w / 2, y: h))
        p.addCurve(to: CGPoint(x: 0, y: h * 0.3), control1: CGPoint(x: w * 0.2, y: h * 0.8), control2: CGPoint(x: 0, y: h * 0.55))
        p.addArc(center: CGPoint(x: w * 0.25, y: h * 0.3), radius: w * 0.25, startAngle: .degrees(180), endAngle: .degrees(0), clockwise: false)
        p.addArc(center: CGPoint(x: w * 0.75, y: h * 0.3), radius: w * 0.25, startAngle: .degrees(180), endAngle: .degrees(0), clockwise: false)
        p.addCurve(to: CGPoint(x: w / 2, y: h), control1: CGPoint(x: w, y: h * 0.55), control2: CGPoint(x: w * 0.8, y: h * 0.8))
        p.closeSubpath()
        return p
    }
}

struct CardFace: View {
    let card: Card
    var body: some View {
        RoundedRectangle(cornerRadius: 24)
            .fill(card.color.gradient)
            .overlay(alignment: .bottomLeading) {
                Text(card.title)
                    .font(.title2.bold())
                    .foregroundStyle(.white)
                    .padding(20)
            }
            .shadow(color: .black.opacity(0.2), radius: 8, y: 4)
    }
}

struct CardStackView: View {
    @State private var cards = [
        Card(id: 0, color: .indigo, title: "Springs"),
        Card(id: 1, color: .pink, title: "Keyframes"),
        Card(id: 2, color: .teal, title: "Heroes"),
    ]
    @State private var drag: CGSize = .zero
    @State private var expanded: Int?
    @State private var likes = 0
    @Namespace private var namespace

    var body: some View {
        ZStack {
            if let id = expanded, let card = cards.first(where: { $0.id == id }) {
                CardFace(card: card)
                    .matchedGeometryEffect(id: card.id, in: namespace)
                    .accessibilityIdentifier("expanded")
                    .padding(16)
                    .onTapGesture {
                        withAnimation(.spring(response: 0.5, dampingFraction: 0.8)) { expanded = nil }
                    }
            } else {
                VStack(spacing: 28) {
                    ZStack {
                        ForEach(Array(cards.enumerated()).reversed(), id: \.element.id) { index, card in
                            if index == 0 {
                                topCard(card)
                            } else {
                                CardFace(card: card)
                                    .frame(width: 240, height: 320)
                                    .scaleEffect(1 - CGFloat(index) * 0.06)
                                    .offset(y: CGFloat(index) * 16)
                            }
                        }
                    }
                    likeButton
                }
            }
        }
    }

    func topCard(_ card: Card) -> some View {
        CardFace(card: card)
            .matchedGeometryEffect(id: card.id, in: namespace)
            .frame(width: 240, height: 320)
            .rotationEffect(.degrees(drag.width / 12))
            .offset(drag)
            .accessibilityIdentifier("topCard")
            .gesture(
                DragGesture()
                    .onChanged { value in drag = value.translation }
                    .onEnded { value in
                        if abs(value.predictedEndTranslation.width) > 220 {
                            withAnimation(.spring(response: 0.4, dampingFraction: 0.85)) {
                                cards.append(cards.removeFirst())
                                drag = .zero
                            }
                        } else {
                            withAnimation(.spring(response: 0.35, dampingFraction: 0.6)) { drag = .zero }
                        }
                    }
            )
            .onTapGesture {
                withAnimation(.spring(response: 0.5, dampingFraction: 0.8)) { expanded = card.id }
            }
    }

    var likeButton: some View {
        Button {
            likes += 1
        } label: {
            HStack(spacing: 8) {
                Heart()
                    .fill(Color.red)
                    .frame(width: 28, height: 26)
                    .keyframeAnimator(initialValue: 1.0, trigger: likes) { heart, scale in
                        heart.scaleEffect(scale)
                    } keyframes: { _ in
                        KeyframeTrack {
                            LinearKeyframe(1.5, duration: 0.12)
                            SpringKeyframe(1.0, duration: 0.6, spring: Spring(response: 0.3, dampingRatio: 0.45))
                        }
                    }
                    .accessibilityIdentifier("heart")
                Text("\(likes) likes")
                    .font(.headline)
            }
        }
    }
}

#Preview("Cards") {
    CardStackView()
}
