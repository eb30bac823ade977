// vs_2_0: negate source modifier combined with swizzles on temps, inputs and constants
vs_2_0
dcl_position v0
dcl_normal v1
m4x4 oPos, v0, c0
mov r0, -v1.zxyw
add r1, r0, -c4.wzyx
mad r2, -r1.x, r0.yyzz, -r0
mul oT0, -r2, c5.y
mov oD0, -c6
