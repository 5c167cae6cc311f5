// On Linux, `import Combine` brings in our Combine subset under Apple's module name.
@_exported import CombineSubset
