import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        AppDelegate.log.append("willConnectTo")
        // Info.plist names a scene storyboard: iOS has made the window with its initial controller already.
        if window?.rootViewController != nil { AppDelegate.log.append("storyboard window") }
        guard let windowScene = (scene as? UIWindowScene) else { return }
        let window = UIWindow(windowScene: windowScene)
        let home = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Detail")
        window.rootViewController = UINavigationController(rootViewController: home)
        self.window = window
        window.makeKeyAndVisible()
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        AppDelegate.log.append("sceneDidBecomeActive")
    }
}
