vs_1_1
dcl_position v0
dcl_normal v4
dcl_color0 v1
dcl_color1 v2
dcl_texcoord0 v3
dcl_texcoord1 v5
dcl_tangent v8
dcl_blendweight v9
mov oPos, v0
mov oD0, v1
mov oT0, v3
