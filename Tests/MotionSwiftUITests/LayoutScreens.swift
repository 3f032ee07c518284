import XCTest
import SwiftUI
@testable import MotionLabPreview

// The tester's screens that use the layout APIs, as written (attack-swiftui/orig; their #Preview
// blocks left out: the tests below show them).

// MARK: FlowTags.swift

// FlowLayout: the same declaration is in LayoutProtocolTests.swift.

struct TagCloudView: View {
    @State private var selected: Set<String> = ["Swift"]
    let tags = ["Swift", "SwiftUI", "UIKit", "Combine", "Concurrency", "Xcode", "Instruments", "Core Data", "CloudKit", "WidgetKit", "ARKit", "Metal"]
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Pick your interests").font(.title2.bold())
            FlowLayout(spacing: 8) {
                ForEach(tags, id: \.self) { tag in
                    Text(tag)
                        .padding(.horizontal, 12)
                        .padding(.vertical, 6)
                        .background(selected.contains(tag) ? Color.blue : Color(.systemGray6), in: Capsule())
                        .foregroundStyle(selected.contains(tag) ? .white : .primary)
                        .onTapGesture {
                            withAnimation(.snappy) {
                                if selected.contains(tag) { selected.remove(tag) } else { selected.insert(tag) }
                            }
                        }
                }
            }
            Spacer()
        }
        .padding()
    }
}

// MARK: Layouts.swift

struct LayoutsView: View {
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                Text("ViewThatFits").font(.headline)
                ViewThatFits {
                    HStack {
                        Label("Add to Cart", systemImage: "cart")
                        Label("Buy Now", systemImage: "bolt")
                        Label("Save for Later", systemImage: "bookmark")
                    }
                    VStack(alignment: .leading) {
                        Label("Add to Cart", systemImage: "cart")
                        Label("Buy Now", systemImage: "bolt")
                    }
                }
                .padding()
                .background(Color.blue.opacity(0.1), in: RoundedRectangle(cornerRadius: 10))

                Text("Grid").font(.headline)
                Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 8) {
                    GridRow {
                        Text("Name").bold()
                        Text("Qty").bold()
                        Text("Price").bold().gridColumnAlignment(.trailing)
                    }
                    Divider().gridCellUnsizedAxes(.horizontal)
                    GridRow {
                        Text("Coffee")
                        Text("2")
                        Text("$7.00")
                    }
                    GridRow {
                        Text("Blueberry Muffin")
                        Text("1")
                        Text("$3.50")
                    }
                    GridRow {
                        Text("Total").bold()
                            .gridCellColumns(2)
                        Text("$10.50").bold()
                    }
                }
                .padding()
                .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 10))

                Text("Overlay badge").font(.headline)
                HStack(spacing: 30) {
                    Image(systemName: "bell.fill")
                        .font(.system(size: 32))
                        .overlay(alignment: .topTrailing) {
                            Text("5")
                                .font(.caption2.bold())
                                .foregroundStyle(.white)
                                .padding(5)
                                .background(Circle().fill(.red))
                                .offset(x: 8, y: -8)
                        }
                    Image(systemName: "cart.fill")
                        .font(.system(size: 32))
                        .overlay(alignment: .topTrailing) {
                            Circle().fill(.green).frame(width: 12, height: 12)
                        }
                }
                GroupBox("Storage") {
                    ProgressView(value: 0.75)
                    Text("48 GB of 64 GB used").font(.caption)
                }
                GroupBox {
                    Label("Tip", systemImage: "lightbulb").labelStyle(.titleAndIcon)
                }
            }
            .padding()
        }
    }
}

// MARK: Chat.swift

struct Message: Identifiable, Equatable {
    let id = UUID()
    let text: String
    let isMe: Bool
}

struct ChatView: View {
    @State private var messages: [Message] = (0..<14).map { i in
        Message(text: i % 3 == 0 ? "Hey! How's the project going? Did you get a chance to look at the designs?" : "Message number \(i)", isMe: i % 2 == 0)
    }
    @State private var draft = ""
    @FocusState private var focused: Bool

    var body: some View {
        NavigationStack {
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(spacing: 8) {
                        ForEach(messages) { message in
                            HStack {
                                if message.isMe { Spacer(minLength: 40) }
                                Text(message.text)
                                    .padding(.horizontal, 14)
                                    .padding(.vertical, 8)
                                    .background(message.isMe ? Color.blue : Color(.systemGray5))
                                    .foregroundStyle(message.isMe ? .white : .primary)
                                    .clipShape(RoundedRectangle(cornerRadius: 18, style: .continuous))
                                if !message.isMe { Spacer(minLength: 40) }
                            }
                            .id(message.id)
                        }
                    }
                    .padding(.horizontal)
                }
                .onAppear {
                    proxy.scrollTo(messages.last?.id, anchor: .bottom)
                }
                .onChange(of: messages) {
                    withAnimation { proxy.scrollTo(messages.last?.id, anchor: .bottom) }
                }
            }
            .safeAreaInset(edge: .bottom) {
                HStack {
                    TextField("Message", text: $draft, axis: .vertical)
                        .lineLimit(4) // WORKAROUND S-12 (not this helper's: lineLimit(1...4))
                        .focused($focused)
                        .padding(.horizontal, 12)
                        .padding(.vertical, 8)
                        .background(Capsule().stroke(Color(.systemGray4)))
                    Button {
                        guard !draft.isEmpty else { return }
                        messages.append(Message(text: draft, isMe: true))
                        draft = ""
                    } label: {
                        Image(systemName: "arrow.up.circle.fill")
                            .font(.system(size: 30))
                    }
                    .disabled(draft.isEmpty)
                }
                .padding(.horizontal)
                .padding(.vertical, 8)
                .background(.regularMaterial) // WORKAROUND (not this helper's: .bar missing)
            }
            .navigationTitle("Chat")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

// MARK: BottomBar.swift

struct CartItem: Identifiable {
    let id = UUID()
    let name: String
    let price: Double
}

struct CheckoutView: View {
    let items = (1...15).map { CartItem(name: "Product \($0)", price: Double($0) * 3.5) }
    var total: Double { items.reduce(0) { $0 + $1.price } }
    var body: some View {
        NavigationStack {
            List(items) { item in
                HStack {
                    Text(item.name)
                    Spacer()
                    Text(item.price, format: .currency(code: "USD"))
                        .foregroundStyle(.secondary)
                }
            }
            .navigationTitle("Cart")
            .safeAreaInset(edge: .bottom) {
                VStack(spacing: 8) {
                    HStack {
                        Text("Total").font(.headline)
                        Spacer()
                        Text(total, format: .currency(code: "USD")).font(.headline)
                    }
                    Button {
                    } label: {
                        Text("Checkout").frame(maxWidth: .infinity)
                    }
                    .buttonStyle(.borderedProminent)
                    .controlSize(.large)
                }
                .padding()
                .background(.regularMaterial)
            }
        }
    }
}

// MARK: Carousel.swift

struct CarouselView: View {
    let colors: [Color] = [.red, .orange, .green, .blue, .purple]
    @State private var current: Int? = 0
    var body: some View {
        VStack {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(colors.indices, id: \.self) { i in
                        RoundedRectangle(cornerRadius: 20)
                            .fill(colors[i].gradient)
                            .overlay(Text("Page \(i + 1)").font(.largeTitle.bold()).foregroundStyle(.white))
                            .padding(.horizontal, 20)
                            .containerRelativeFrame(.horizontal)
                            .id(i)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.paging)
            .scrollIndicators(.hidden)
            .scrollPosition(id: $current)
            .frame(height: 300)
            HStack {
                ForEach(colors.indices, id: \.self) { i in
                    Circle()
                        .fill(i == (current ?? 0) ? Color.primary : Color.secondary.opacity(0.4))
                        .frame(width: 8, height: 8)
                }
            }
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 12) {
                    ForEach(0..<10) { i in
                        RoundedRectangle(cornerRadius: 12)
                            .fill(Color.teal)
                            .frame(width: 200, height: 120)
                            .scrollTransition { content, phase in
                                content
                                    .opacity(phase.isIdentity ? 1 : 0.4)
                                    .scaleEffect(phase.isIdentity ? 1 : 0.85)
                            }
                    }
                }
                .scrollTargetLayout()
            }
            .contentMargins(.horizontal, 20, for: .scrollContent)
            .scrollTargetBehavior(.viewAligned)
        }
    }
}

// MARK: ChatAnchor.swift

struct ChatAnchorView: View {
    let messages = (1...30).map { "Message \($0)" }
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 12) {
                ForEach(messages, id: \.self) { m in
                    Text(m)
                        .padding(10)
                        .background(Color(.systemGray6), in: RoundedRectangle(cornerRadius: 12))
                }
            }
            .padding()
        }
        .defaultScrollAnchor(.bottom)
    }
}

// MARK: Probes-full.swift (the probes of this area, as written)

enum LayoutProbes {
    static var safeAreaPadding: some View { Color.red.safeAreaPadding(.horizontal, 20) }
    static var scrollClipDisabled: some View { ScrollView(.horizontal) { HStack { Color.red.frame(width: 100, height: 100) } }.scrollClipDisabled() }
    static var scrollBounceBehavior: some View { ScrollView { Text("x") }.scrollBounceBehavior(.basedOnSize) }
    static var anyLayout: some View { AnyLayout(HStackLayout()) { Text("a"); Text("b") } }
}
