import Testing
@_spi(InProcess) @testable import LifelineGraphviz

extension GraphvizRendererTests {
    struct MemoryTests {
        @Test func residentMemoryStaysFlatOverAThousandRenders() throws {
            let dot = SampleGraphs.chain(8)
            // Other tests share the process and its heap; a real leak shows in every try.
            var growths: [Int] = []
            for _ in 0..<3 {
                for _ in 0..<50 { _ = try GraphvizRenderer.shared.renderInProcess(dot: dot) }
                let before = try #require(residentBytes())
                for _ in 0..<1_000 { _ = try GraphvizRenderer.shared.renderInProcess(dot: dot) }
                let growth = try #require(residentBytes()) - before
                growths.append(growth)
                print("Resident memory growth over 1,000 renders: \(growth / 1024) KiB")
                if growth < 2 << 20 { break }
            }
            #expect(growths.contains { $0 < 2 << 20 }, "growths in bytes: \(growths)")
        }
    }
}
