import Foundation
import LifecycleRules
import Testing

@Suite("Reading the scene manifest from a real Info.plist")
struct SceneManifestTests {
    static let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>NSUserActivityTypes</key><array><string>com.example.edit</string></array>
        <key>UIApplicationSceneManifest</key><dict>
          <key>UIApplicationSupportsMultipleScenes</key><true/>
          <key>UISceneConfigurations</key><dict>
            <key>UIWindowSceneSessionRoleApplication</key><array>
              <dict><key>UISceneConfigurationName</key><string>Default Configuration</string>
                    <key>UISceneDelegateClassName</key><string>App.SceneDelegate</string>
                    <key>UISceneStoryboardFile</key><string>Main</string></dict>
              <dict><key>UISceneConfigurationName</key><string>Inspector</string></dict>
            </array>
          </dict>
        </dict>
        </dict></plist>
        """

    @Test("XML and binary plists give the same manifest")
    func xmlAndBinary() throws {
        let fromXML = try #require(try SceneManifest.load(plistData: Data(Self.xml.utf8)))
        #expect(fromXML.supportsMultipleScenes)
        #expect(fromXML.configurations(for: .windowApplication).map(\.name) == ["Default Configuration", "Inspector"])
        #expect(fromXML.configurations(for: .windowApplication).first?.storyboardName == "Main")
        #expect(fromXML.userActivityTypes == ["com.example.edit"])
        let object = try PropertyListSerialization.propertyList(from: Data(Self.xml.utf8), options: [], format: nil)
        let binary = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
        #expect(try SceneManifest.load(plistData: binary) == fromXML)
    }

    @Test("a plist without a manifest means the legacy lifecycle")
    func noManifest() throws {
        let plist = #"<?xml version="1.0"?><plist version="1.0"><dict><key>CFBundleName</key><string>X</string></dict></plist>"#
        #expect(try SceneManifest.load(plistData: Data(plist.utf8)) == nil)
    }

    @Test("malformed plists and manifests name the line, the key path and the problem")
    func malformed() {
        func error(_ plist: String) -> String {
            do {
                _ = try SceneManifest.load(plistData: Data(plist.utf8))
                return "no error"
            } catch {
                return error.description
            }
        }
        let head = #"<?xml version="1.0"?><plist version="1.0"><dict>"#
        #expect(error("not a plist") == "Info.plist: is not a property list (XML or binary)")
        #expect(error(#"<?xml version="1.0"?><plist version="1.0"><array/></plist>"#)
                == "Info.plist:1: top level must be a dictionary, found an array")
        #expect(error(head + "<key>UIApplicationSceneManifest</key><array/></dict></plist>")
                == "Info.plist:1: UIApplicationSceneManifest must be a dictionary, found an array")
        #expect(error(head + "<key>UIApplicationSceneManifest</key><dict><key>UIApplicationSupportsMultipleScenes</key><integer>1</integer></dict></dict></plist>")
                == "Info.plist:1: UIApplicationSceneManifest.UIApplicationSupportsMultipleScenes must be a boolean, found a number")
        #expect(error(head + "<key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict><key>UIWindowSceneSessionRoleApplication</key><array><dict><key>UISceneConfigurationName</key><integer>3</integer></dict></array></dict></dict></dict></plist>")
                == "Info.plist:1: UIApplicationSceneManifest.UISceneConfigurations.UIWindowSceneSessionRoleApplication[0].UISceneConfigurationName must be a string, found a number")
    }

    @Test("a missing file is reported by its whole path and reason")
    func missingFile() {
        #expect(throws: ManifestError(source: "/nonexistent/Nope.plist", keyPath: "", problem: "cannot be read: no such file")) {
            _ = try SceneManifest.load(contentsOf: URL(fileURLWithPath: "/nonexistent/Nope.plist"))
        }
    }

    @Test("a symbolic link to a missing Info.plist, as a resource folder copies one, says where it points")
    func danglingLink() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dangling-plist-\(getpid())")
        try? FileManager.default.removeItem(at: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let link = directory.appendingPathComponent("Info.plist")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "../../App/Info.plist")
        do {
            _ = try SceneManifest.load(contentsOf: link)
            Issue.record("a dangling link was read")
        } catch {
            #expect(error.source == link.path)
            #expect(error.description == "\(link.path): cannot be read: it is a symbolic link to '../../App/Info.plist', "
                + "which does not exist (a link into a resource folder is copied as a link: copy the file itself)")
        }
    }
}
