@_exported import LifelineTrace
