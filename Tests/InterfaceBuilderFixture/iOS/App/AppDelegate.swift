import UIKit

/// The app folder's entry point, written as Xcode's template writes it (the scene delegate makes the window).
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    /// What the launch called, in order (the test reads it).
    static var log: [String] = []

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        AppDelegate.log.append("didFinishLaunching")
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        AppDelegate.log.append("configurationForConnecting")
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        AppDelegate.log.append("applicationDidBecomeActive")
    }
}
