// vs_1_1: source swizzles (.x, .xy, .wzyx, .xxyy, .rgba spellings) and partial write masks
vs_1_1
dcl_position v0
dcl_color v1
m4x4 oPos, v0, c0
mov r0, v1.wzyx
mov r1.xy, v1.xxyy
mov r1.zw, v1.z
mov r2.x, r0.y
mov r2.yzw, r1.xyz
add r3, r2, r1.yxwz
mul oD0.xyz, r3.rgb, v1.bgr
mov oD0.w, v1.a
mov oT0.xz, r3.zzxx
