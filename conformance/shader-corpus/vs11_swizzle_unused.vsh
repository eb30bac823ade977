vs_1_1
dcl_position v0
dcl_color0 v1
dcl_texcoord0 v3
mov oPos, v0
mov r0.xy, v3.xyzw
mov r0.zw, v1.zzzw
add r1.x, v1.xyzw, c1.wzyx
mov r1.yzw, c2.xxxx
mov oD0, r0
mov oT0, r1
