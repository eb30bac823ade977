// vs_1_1: min and max clamping of a computed colour and of texcoords
vs_1_1
dcl_position v0
dcl_color v1
dcl_texcoord v2
def c4, 0.0, 1.0, 0.25, 0.75
m4x4 oPos, v0, c0
mul r0, v1, c5
max r0, r0, c4.x
min oD0, r0, c4.y
max r1.xy, v2, c4.z
min oT0.xy, r1, c4.w
