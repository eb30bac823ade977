vs_3_0
dcl_position v0
dcl_normal v4
dcl_color0 v1
dcl_color1 v2
dcl_texcoord0 v3
dcl_texcoord1 v5
dcl_tangent v8
dcl_blendweight v9
dcl_position o0
dcl_color0 o1
dcl_texcoord0 o2
dcl_texcoord5 o3
mov o0, v0
mov o1, v1
mov o2, v3
mov o3, v2
