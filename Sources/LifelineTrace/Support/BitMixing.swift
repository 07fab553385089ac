/// splitmix64's finaliser (Steele, Lea and Flood): every bit of `value` reaches every bit of the
/// result, so that a hash table can take its slot from the low bits. The fixed hashes of the
/// trace readers' name table (`ByteNameTable`) and of the comparison's callback keys
/// (`PackedCallbackKeys`) end with it. O(1).
@inline(__always)
func splitMix64Finalized(_ value: UInt64) -> UInt64 {
    var mixed = value
    mixed ^= mixed >> 30
    mixed &*= 0xBF58_476D_1CE4_E5B9
    mixed ^= mixed >> 27
    mixed &*= 0x94D0_49BB_1331_11EB
    mixed ^= mixed >> 31
    return mixed
}
