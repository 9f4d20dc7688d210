// Port of altstoreio/AltStore AltStore/LaunchViewController.swift (commit 5a0f2de77e0723bf782447edbc0ab2bc11688234),
// AGPL-3.0 (the repository's LICENSE). The lifecycle part: the storyboard's initial view controller, which makes the
// TabBarController at viewDidLoad (so it hears the deep-link notifications the scene delegate posts at connection)
// and shows it once its launch conditions hold. Lines changed beyond the import block are marked `// PORT:`;
// the source-update and error-alert code is omitted (network and Core Data).
//
//  LaunchViewController.swift
//  AltStore
//
//  Created by Riley Testut on 7/30/19.
//  Copyright © 2019 Riley Testut. All rights reserved.
//

#if canImport(UIKit)
import UIKit
import Roxas
import WidgetKit

import AltStoreCore
#else
import Foundation
import LifecycleUIKit
#endif

class LaunchViewController: RSTLaunchViewController
{
    private var didFinishLaunching = false
    
    private var destinationViewController: TabBarController!
    
    override var launchConditions: [RSTLaunchCondition] {
        let isDatabaseStarted = RSTLaunchCondition(condition: { DatabaseManager.shared.isStarted }) { (completionHandler) in
            DatabaseManager.shared.start(completionHandler: completionHandler)
        }

        return [isDatabaseStarted]
    }
    
    override var childForStatusBarStyle: UIViewController? {
        return self.children.first
    }
    
    override var childForStatusBarHidden: UIViewController? {
        return self.children.first
    }
    
    override func viewDidLoad()
    {
        super.viewDidLoad()
        
        // Create destinationViewController now so view controllers can register for receiving Notifications.
        self.destinationViewController = self.storyboard!.instantiateViewController(withIdentifier: "tabBarController") as? TabBarController
    }
    
    override func finishLaunching()  // PORT: moved from `extension LaunchViewController` into the class: without Objective-C, Swift overrides a method only in the class body
    {
        super.finishLaunching()
        
        guard !self.didFinishLaunching else { return }
        
        AppManager.shared.update()
        AppManager.shared.updatePatronsIfNeeded()
        PatreonAPI.shared.refreshPatreonAccount()
        
        // PORT: AppManager.updateAllSources, updateKnownSources and WidgetCenter reloads omitted (network, Core Data, WidgetKit)
        
        // Add view controller as child (rather than presenting modally)
        // so tint adjustment + card presentations works correctly.
        self.destinationViewController.view.frame = CGRect(x: 0, y: 0, width: self.view.bounds.width, height: self.view.bounds.height)
        self.destinationViewController.view.alpha = 0.0
        self.addChild(self.destinationViewController)
        self.view.addSubview(self.destinationViewController.view, pinningEdgesWith: .zero)
        self.destinationViewController.didMove(toParent: self)
        
        UIView.animate(withDuration: 0.2) {
            self.destinationViewController.view.alpha = 1.0
        }
        
        self.didFinishLaunching = true
    }
}
