vs_3_0
dcl_position v0
dcl_color0 v1
dcl_texcoord0 v3
dcl_position o0
dcl_color0 o1
dcl_texcoord0 o2
mov o0, v0
mul_sat o1, v1, c20
add_sat r0, v3, c1
mov o2, r0
