vs_3_0
dcl_position v0
dcl_color0 v1
dcl_texcoord0 v3
dcl_position o0
dcl_color0 o1
dcl_texcoord0 o2
mov o0, v0
mov r0, c1
sincos r0.xy, v3.x
mov r1, c2
sincos r1.y, v3.y
sincos r2, v3.z
mov o1, r0
add o2, r1, r2
