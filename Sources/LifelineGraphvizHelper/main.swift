// Renders one DOT text for GraphvizRenderer in a process of its own (see GraphvizHelper).
@_spi(Helper) import LifelineGraphvizService

GraphvizHelper.main()
