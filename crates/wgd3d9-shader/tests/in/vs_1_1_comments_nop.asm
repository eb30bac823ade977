// vs_1_1: comment styles (// and ;, full-line and trailing) and nop
; a semicolon comment before the version line
vs_1_1   // version with a trailing comment
dcl_position v0   ; trailing semicolon comment

// a blank line above and a full-line comment here
nop
m4x4 oPos, v0, c0 // the transform
nop               ; a second nop
mov oD0, c4
