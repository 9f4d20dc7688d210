import LifecycleRules

/// A shrunk sequence as a readable timeline: one numbered row per event, under it one lane for the app delegate and
/// one per session, in the order of their first callback in the event.
///
/// ```text
///     1  launch
///          app  willFinishLaunching, didFinishLaunching
///          A    configurationForConnecting, willConnect a1, willEnterForeground a1,
///               didBecomeActive a1
///   ▸ 2  background A
///          A    willResignActive a1, didEnterBackground a1, stateRestorationActivity a1
/// ```
package enum Timeline {
    /// Renders events and their callbacks; `failing` (0-based) is marked with `▸`. Lines wrap at `width`.
    /// `storage` (one list per event, when known) adds a `stored` lane under each event that changed stored values.
    package static func render(
        _ events: [LifecycleEvent], calls: [[SpecCall]], failing: Int?, width: Int = 80, actionNames: [String] = [],
        storage: [[String]] = []
    ) -> String {
        var out = ""
        let numberWidth = String(events.count).count
        for (i, event) in events.enumerated() {
            let marker = i == failing ? "  ▸ " : "    "
            let number = String(i + 1)
            out += marker + String(repeating: " ", count: numberWidth - number.count) + number + "  "
                + event.description(actionNames: actionNames) + "\n"
            let lanes = Self.lanes(i < calls.count ? calls[i] : [], actionNames: actionNames)
            let stored = i < storage.count ? storage[i] : []
            let laneWidth = max(lanes.map(\.name.count).max() ?? 0, stored.isEmpty ? 0 : Self.storedLane.count)
            let indent = String(repeating: " ", count: 4 + numberWidth + 2 + 2)
            for lane in lanes {
                let head = indent + lane.name + String(repeating: " ", count: laneWidth - lane.name.count + 2)
                out += wrap(lane.calls, head: head, width: width)
            }
            // One stored value a line: values are long, and a reader compares them down the timeline.
            for (k, change) in stored.enumerated() {
                let name = k == 0 ? Self.storedLane : ""
                out += indent + name + String(repeating: " ", count: laneWidth - name.count + 2) + change + "\n"
            }
        }
        return out
    }

    /// The name of the lane that lists the stored values an event changed.
    static let storedLane = "stored"

    struct Lane {
        var name: String
        var calls: [String]
    }

    /// Groups callbacks into lanes, `app` and one per session, in the order of each lane's first call: a discard's
    /// `didDiscard` comes under the scene's lane, as it comes after the scene's callbacks.
    static func lanes(_ calls: [SpecCall], actionNames: [String] = []) -> [Lane] {
        var lanes: [Lane] = []
        func add(_ name: String, _ call: String) {
            if let i = lanes.firstIndex(where: { $0.name == name }) {
                lanes[i].calls.append(call)
            } else {
                lanes.append(Lane(name: name, calls: [call]))
            }
        }
        for call in calls {
            switch call {
            case .userAction(let s, let scene, let a) where a < actionNames.count:
                add(s.name, "userAction \(s.sceneName(scene)) \"\(actionNames[a])\"")
            case .configurationForConnecting(let s, _, _): add(s.name, "configurationForConnecting")
            case .willConnect(let s, _, _), .didDisconnect(let s, _), .willEnterForeground(let s, _),
                 .didBecomeActive(let s, _), .willResignActive(let s, _), .didEnterBackground(let s, _),
                 .stateRestorationActivity(let s, _), .openURLContexts(let s, _, _), .continueActivity(let s, _, _),
                 .performAction(let s, _, _), .userAction(let s, _, _):
                add(s.name, call.description)
            default:
                add("app", call.description)
            }
        }
        return lanes
    }

    /// `head` then the items joined by ", ", wrapped under the first item at `width` columns.
    static func wrap(_ items: [String], head: String, width: Int) -> String {
        let continuation = String(repeating: " ", count: head.count)
        var out = ""
        var line = head
        var first = true
        for (k, item) in items.enumerated() {
            let piece = item + (k < items.count - 1 ? "," : "")
            if !first && line.count + 1 + piece.count > width {
                out += line + "\n"
                line = continuation + piece
            } else {
                line += (first ? "" : " ") + piece
            }
            first = false
        }
        return out + line + "\n"
    }
}
