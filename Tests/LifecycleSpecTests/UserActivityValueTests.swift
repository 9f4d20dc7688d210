import Foundation
@testable import LifecycleRuntime
import LifecycleRecorder
import LifecycleRules
import LifecycleUIKit
import Testing

/// An activity's `userInfo` values keep their types on the way to the app: a sender's `Int` is an `Int` in the
/// `NSUserActivity` the app reads, as on a device, and a trace names the activity the same way the recorder does.
@MainActor
@Suite("An activity's userInfo keeps each value's type")
struct UserActivityValueTests {
    static let activity = UserActivity(activityType: "com.example.recipe",
                                       userInfo: ["recipeID": 42, "title": "Lasagne", "servings": 2.5, "pinned": true])

    @Test("the app's NSUserActivity gets an Int, a String, a Double and a Bool")
    func deliveredWithTheirTypes() {
        let info = Self.activity.makeActivity().userInfo ?? [:]
        #expect(info["recipeID"] as? Int == 42)
        #expect(info["title"] as? String == "Lasagne")
        #expect(info["servings"] as? Double == 2.5)
        #expect(info["pinned"] as? Bool == true)
        #expect(info["recipeID"] as? String == nil, "a whole number is not delivered as text")
    }

    @Test("an activity the app made reads back with the same values, and the trace names both alike")
    func roundTrip() {
        let made = Self.activity.makeActivity()
        #expect(UserActivity(activity: made) == Self.activity)
        #expect(Self.activity.traceIdentity == "pinned=1&recipeID=42&servings=2.5&title=Lasagne")
        #expect(TraceActivity(activity: made).id == Self.activity.traceIdentity)
    }

    @Test("an activity as a device records it, its numbers NSNumbers, has the identity of the typed payload")
    func deviceNumbers() {
        let recorded = NSUserActivity(activityType: "com.example.recipe")
        recorded.userInfo = ["pinned": NSNumber(value: true), "servings": NSNumber(value: 3.0), "recipeID": NSNumber(value: 42)]
        let payload = UserActivity(activityType: "com.example.recipe", userInfo: ["pinned": true, "servings": 3.0, "recipeID": 42])
        #expect(TraceActivity(activity: recorded).id == "pinned=1&recipeID=42&servings=3")
        #expect(payload.traceIdentity == TraceActivity(activity: recorded).id)
        // An app's NSNumber keeps the type it holds: 1 is a whole number, not `true`; 2.0 is a real number.
        let made = NSUserActivity(activityType: "com.example.recipe")
        made.userInfo = ["page": NSNumber(value: 1), "zoom": NSNumber(value: 2.0), "on": NSNumber(value: false),
                         "count": Int64(7), "ratio": Float(0.5), "bad": Double.nan]
        #expect(UserActivity(activity: made).userInfo == ["page": .int(1), "zoom": .double(2.0), "on": .bool(false),
                                                          "count": .int(7), "ratio": .double(0.5), "bad": .string("nan")])
    }

    @Test("a value returned where an AnyHashable is expected equals the plain value, and a report tells 42 from \"42\"")
    func implicitAnyHashableAndReports() {
        let subject: (UserActivity) -> AnyHashable? = { $0.userInfo["recipeID"] }
        #expect(subject(Self.activity) == AnyHashable(42))
        #expect(AppView.show(AnyHashable(42), against: AnyHashable("42")) == "42 (Int)")
        #expect(AppView.show(AnyHashable("42"), against: AnyHashable(42)) == "42 (String)")
        #expect(AppView.show(AnyHashable(42), against: AnyHashable(7)) == "42")
    }

    @Test("a value in AnyHashable equals the plain value, so an expectation may return it as a subject")
    func anyHashable() {
        let value: UserActivity.Value = "doc-1"
        #expect(AnyHashable(value) == AnyHashable("doc-1"))
        #expect(AnyHashable(UserActivity.Value.int(42)) == AnyHashable(42))
        #expect(AnyHashable(value) != AnyHashable("doc-2"))
        #expect(value.string == "doc-1" && UserActivity.Value.int(42).string == nil)
        #expect("\(UserActivity.Value.bool(false))" == "false")
    }

    static let created = Date(timeIntervalSinceReferenceDate: 786_000_000)
    static let structured = UserActivity(activityType: "com.example.journal", userInfo: [
        "link": .url(URL(string: "journal://entry/7")!), "created": .date(created),
        "tags": ["food", "travel"], "place": ["x": 1, "y": 2.5, "named": true]])

    @Test("a URL, a date, an array and a dictionary reach the app with their types")
    func structuredDelivered() {
        let info = Self.structured.makeActivity().userInfo ?? [:]
        #expect(info["link"] as? URL == URL(string: "journal://entry/7"))
        #expect(info["created"] as? Date == Self.created)
        #expect(info["tags"] as? [String] == ["food", "travel"])
        let place = info["place"] as? [String: Any]
        #expect(place?["x"] as? Int == 1)
        #expect(place?["y"] as? Double == 2.5)
        #expect(place?["named"] as? Bool == true)
        #expect(info["created"] as? String == nil, "a date is not delivered as text")
    }

    @Test("structured values read back from the app's activity and print in the trace as the recorder prints a device's")
    func structuredRoundTripAndTrace() {
        let made = Self.structured.makeActivity()
        #expect(UserActivity(activity: made) == Self.structured)
        #expect(Self.structured.traceIdentity
            == "created=2025-11-28 05:20:00 +0000&link=journal://entry/7&place={named=1&x=1&y=2.5}&tags=[food,travel]")
        #expect(TraceActivity(activity: made).id == Self.structured.traceIdentity)
        // As a device's NSUserActivity holds them: Foundation objects.
        let device = NSUserActivity(activityType: "com.example.journal")
        device.userInfo = ["created": NSDate(timeIntervalSinceReferenceDate: 786_000_000),
                           "link": NSURL(string: "journal://entry/7")!,
                           "tags": NSArray(array: [NSString(string: "food"), NSString(string: "travel")]),
                           "place": NSDictionary(dictionary: ["x": NSNumber(value: 1), "y": NSNumber(value: 2.5),
                                                              "named": NSNumber(value: true)])]
        #expect(TraceActivity(activity: device).id == Self.structured.traceIdentity)
        #expect(UserActivity(activity: device) == Self.structured)
        #expect("\(Self.structured.userInfo["tags"]!)" == "[food, travel]")
        #expect("\(Self.structured.userInfo["place"]!)" == "[named: true, x: 1, y: 2.5]")
        #expect(AnyHashable(UserActivity.Value.url(URL(string: "journal://entry/7")!)) == AnyHashable(URL(string: "journal://entry/7")!))
        #expect(AnyHashable(Self.structured.userInfo["tags"]!) == AnyHashable(["food", "travel"]))
        #expect(AnyHashable(Self.structured.userInfo["place"]!) != AnyHashable(["x": 1]))
        #expect(AnyHashable(UserActivity.Value.dictionary(["x": 1])) == AnyHashable(["x": 1]))
    }
}
