import Testing
@testable import LifelineGraphviz

struct DiagnosticLogTests {
    func log(_ pieces: [String]) -> DiagnosticLog {
        var log = DiagnosticLog()
        pieces.forEach { log.receive($0) }
        return log
    }

    @Test func piecesMakeOneMessage() {
        let log = log(["Error", ": ", "syntax error in line 1 near '}'\n"])
        #expect(log.messages == [.init(severity: .error, text: "syntax error in line 1 near '}'\n")])
        #expect(log.failureText == "syntax error in line 1 near '}'")
    }

    @Test func continuationsJoinTheMessageBefore() {
        let log = log(["Warning", ": ", "first part", " and the rest\n", "Error", ": ", "broken\n"])
        #expect(log.messages.map(\.text) == ["first part and the rest\n", "broken\n"])
        #expect(log.failureText == "broken", "errors win over warnings")
    }

    @Test func warningsExplainAFailureWhenThereIsNoError() {
        #expect(log(["Warning", ": ", "  odd input \n"]).failureText == "odd input")
        #expect(log([]).failureText == nil)
    }

    @Test func removeAllForgetsAHalfReceivedMessage() {
        var log = log(["Error", ": "])
        log.removeAll()
        log.receive("text")
        #expect(log.messages == [.init(severity: .warning, text: "text")])
    }
}

struct PluginCheckTests {
    @Test func passesWithDotAndSVG() {
        #expect(PluginCheck(layouts: ["circo", "dot"], devices: ["png", "svg"]).error == nil)
    }

    @Test func missingPluginsSayHowToFixThem() throws {
        let error = try #require(PluginCheck(layouts: [], devices: []).error)
        #expect(error.kind == .pluginsMissing)
        #expect(error.message.contains("the dot layout or the svg renderer"))
        #expect(error.message.contains("dot -c"))
        #expect(error.message.contains("libgvc6-config-update -c"))
        #expect(error.message.contains("reinstall libgvc6"))
    }
}
