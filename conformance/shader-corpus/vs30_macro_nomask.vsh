vs_3_0
dcl_position v0
dcl_normal v4
dcl_texcoord0 v3
dcl_position o0
dcl_color0 o1
dcl_texcoord0 o2
mov o0, v0
m3x3 r5, v4, c0
m4x3 r6, v0, c4
m3x2 r7, v3, c8
mov r7.zw, c0
mov o1, r5
add o2, r6, r7
