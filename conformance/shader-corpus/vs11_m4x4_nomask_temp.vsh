vs_1_1
dcl_position v0
dcl_blendweight v9
mov oPos, v0
m4x4 r2, v9, c12
mov oD0, r2
mov oT0, r2.wzyx
