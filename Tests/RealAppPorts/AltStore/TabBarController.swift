// Port of altstoreio/AltStore AltStore/TabBarController.swift (commit 5a0f2de77e0723bf782447edbc0ab2bc11688234), AGPL-3.0 (the
// repository's LICENSE). Whole file: the root tab bar controller the storyboard's
// LaunchViewController shows. Lines changed beyond the import block are marked `// PORT:`.
//
//  TabBarController.swift
//  AltStore
//
//  Created by Riley Testut on 9/19/19.
//  Copyright © 2019 Riley Testut. All rights reserved.
//

#if canImport(UIKit)
import UIKit
import AltStoreCore
#else
import Foundation
import LifecycleUIKit
#endif

extension TabBarController
{
    private enum Tab: Int, CaseIterable
    {
        case news
        case sources
        case browse
        case myApps
        case settings
    }
}

class TabBarController: UITabBarController
{
    private var initialSegue: (identifier: String, sender: Any?)?
    
    private var _viewDidAppear = false
    
    private var sourcesViewController: SourcesViewController!
    
    required init?(coder aDecoder: NSCoder)
    {
        super.init(coder: aDecoder)
        
        _ = NotificationCenter.default.addObserver(forName: AppDelegate.openPatreonSettingsDeepLinkNotification, object: nil, queue: nil) { [weak self] note in nonisolated(unsafe) let note = note; MainActor.assumeIsolated { self?.openPatreonSettings(note) } }  // PORT: #selector observers need the Objective-C runtime; the block holds self weakly, as a selector observer does
        _ = NotificationCenter.default.addObserver(forName: AppDelegate.importAppDeepLinkNotification, object: nil, queue: nil) { [weak self] note in nonisolated(unsafe) let note = note; MainActor.assumeIsolated { self?.importApp(note) } }  // PORT: as above
        _ = NotificationCenter.default.addObserver(forName: AppDelegate.addSourceDeepLinkNotification, object: nil, queue: nil) { [weak self] note in nonisolated(unsafe) let note = note; MainActor.assumeIsolated { self?.presentSources(note) } }  // PORT: as above
        _ = NotificationCenter.default.addObserver(forName: ToastView.openErrorLogNotification, object: nil, queue: nil) { [weak self] note in nonisolated(unsafe) let note = note; MainActor.assumeIsolated { self?.openErrorLog(note) } }  // PORT: as above
    }
    
    override func viewDidLoad() 
    {
        super.viewDidLoad()
        
        let browseNavigationController = self.viewControllers![Tab.browse.rawValue] as! UINavigationController
        browseNavigationController.tabBarItem.image = UIImage(systemName: "bag")
        
        let sourcesNavigationController = self.viewControllers![Tab.sources.rawValue] as! UINavigationController
        self.sourcesViewController = sourcesNavigationController.viewControllers.first as? SourcesViewController
    }
    
    override func viewDidAppear(_ animated: Bool)
    {
        super.viewDidAppear(animated)
        
        _viewDidAppear = true
        
        if let (identifier, sender) = self.initialSegue
        {
            self.initialSegue = nil
            self.performSegue(withIdentifier: identifier, sender: sender)
        }
        else if let patchedApps = UserDefaults.standard.patchedApps, !patchedApps.isEmpty
        {
            // Check if we need to finish installing untethered jailbreak.
            let activeApps = InstalledApp.fetchActiveApps(in: DatabaseManager.shared.viewContext)
            guard let patchedApp = activeApps.first(where: { patchedApps.contains($0.bundleIdentifier) }) else { return }
            
            self.performSegue(withIdentifier: "finishJailbreak", sender: patchedApp)
        }
    }
    
    override func prepare(for segue: UIStoryboardSegue, sender: Any?)
    {
        guard let identifier = segue.identifier else { return }
        
        switch identifier
        {
        case "finishJailbreak":
            guard let installedApp = sender as? InstalledApp else { return }
            
            let navigationController = segue.destination as! UINavigationController
            
            let patchViewController = navigationController.viewControllers.first as! PatchViewController
            patchViewController.installedApp = installedApp
            patchViewController.completionHandler = { [weak self] _ in
                self?.dismiss(animated: true, completion: nil)
            }
            
        default: break
        }
    }
    
    override func performSegue(withIdentifier identifier: String, sender: Any?)
    {
        guard _viewDidAppear else {
            self.initialSegue = (identifier, sender)
            return
        }
        
        super.performSegue(withIdentifier: identifier, sender: sender)
    }
}

extension TabBarController
{
    func presentSources(_ sender: Any)  // PORT: @objc dropped (no Objective-C interoperability on Linux)
    {
        if let presentedViewController = self.presentedViewController
        {
            presentedViewController.dismiss(animated: true) {
                self.presentSources(sender)
            }
            
            return
        }
                
        if let notification = (sender as? Notification), let sourceURL = notification.userInfo?[AppDelegate.addSourceDeepLinkURLKey] as? URL
        {
            self.sourcesViewController?.deepLinkSourceURL = sourceURL
        }
        
        self.selectedIndex = Tab.sources.rawValue
    }
}

private extension TabBarController
{
    func openPatreonSettings(_ notification: Notification)  // PORT: @objc dropped
    {
        self.selectedIndex = Tab.settings.rawValue
    }
    
    func importApp(_ notification: Notification)  // PORT: @objc dropped
    {
        self.selectedIndex = Tab.myApps.rawValue
    }
    
    func openErrorLog(_ notification: Notification)  // PORT: @objc dropped
    {
        self.selectedIndex = Tab.settings.rawValue
    }
}
