// vs_1_1: relative addressing forms c[a0.x], c[a0.x + n] for a palette lookup per vertex
vs_1_1
dcl_position v0
dcl_color v1
def c4, 255.0, 0.0, 0.0, 0.0
m4x4 oPos, v0, c0
mul r0.x, v1.w, c4.x         // palette index from alpha
mov a0.x, r0.x
mov r1, c[a0.x + 20]         // palette entry
add r1, r1, c[a0.x]          // plus a per-index offset from c0 upwards
mul oD0, r1, v1
