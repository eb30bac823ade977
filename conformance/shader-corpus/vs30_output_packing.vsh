vs_3_0
dcl_position v0
dcl_color0 v1
dcl_texcoord0 v3
dcl_position o0
dcl_color0 o1
dcl_texcoord0 o2.xy
dcl_texcoord1 o2.zw
mov o0, v0
mov o1, v1
mov o2.xy, v3
mov o2.zw, v1.xxxy
