vs_3_0
dcl_position v0
dcl_color0 v1
dcl_texcoord0 v3
dcl_position o0
dcl_color0 o1
dcl_texcoord0 o2
dcl_2d s0
mov o0, v0
mov r0, v3
mov r0.zw, c0.x
mul r0.w, r0.w, c0.y
mov r0.w, c20.y
mov r0.zw, c1.xxxy
texldl r1, v3, s0
mov o1, r1
mov o2, v3
