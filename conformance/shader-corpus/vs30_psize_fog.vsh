vs_3_0
dcl_position v0
dcl_color0 v1
dcl_texcoord0 v3
dcl_position o0
dcl_color0 o1
dcl_texcoord0 o2
dcl_fog o3.x
dcl_psize o4.x
mov o0, v0
mov o1, v1
mov o2, v3
mov o3.x, v3.y
mov o4.x, c0.x
