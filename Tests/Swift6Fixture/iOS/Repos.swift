import SwiftUI
import Combine

struct Repo: Identifiable, Decodable, Sendable {
    let id: Int
    let name: String
    let stars: Int
}

@MainActor
final class ReposViewModel: ObservableObject {
    enum State { case idle, loading, loaded([Repo]), failed(String) }
    @Published var state: State = .idle
    @Published var favourites = 0

    func load() async {
        state = .loading
        try? await Task.sleep(for: .seconds(1))
        state = .loaded((1...3).map { Repo(id: $0, name: "swift-repo-\($0)", stars: $0 * 120) })
    }

    func favourite() { favourites += 1 }
}

struct ReposView: View {
    @StateObject private var model = ReposViewModel()
    @State private var appeared = false
    var body: some View {
        NavigationStack {
            Group {
                switch model.state {
                case .idle, .loading:
                    ProgressView("Loading repositories…")
                case .loaded(let repos):
                    List(repos) { repo in
                        HStack {
                            Text(repo.name)
                            Spacer()
                            Button("\(repo.stars)") { model.favourite() }
                        }
                    }
                    .accessibilityIdentifier("swift6-loaded")
                case .failed(let message):
                    Text(message)
                }
            }
            .navigationTitle("Repositories")
            .onAppear {
                appeared = true
                Task { model.favourite() }
            }
        }
        .task { await model.load() }
        .modifier(CardStyle())
    }
}

/// A custom modifier (main-actor, as `ViewModifier` is).
struct CardStyle: ViewModifier {
    @Environment(\.colorScheme) private var scheme
    func body(content: Content) -> some View {
        content.background(scheme == .dark ? Color.black : Color.white)
    }
}

/// A UIKit view in SwiftUI (its methods are the main actor's).
struct Badge: UIViewRepresentable {
    let count: Int
    func makeUIView(context: Context) -> UILabel { UILabel() }
    func updateUIView(_ label: UILabel, context: Context) { label.text = "\(count)" }
}

struct ReposView_Previews: PreviewProvider {
    static var previews: some View { ReposView() }
}

#Preview("Repos (Swift 6)") {
    ReposView()
}
