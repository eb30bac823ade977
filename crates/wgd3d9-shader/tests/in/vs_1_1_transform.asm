// vs_1_1: minimal transform (m4x4 into oPos) with a passed-through diffuse colour
vs_1_1
dcl_position v0
dcl_color v1
m4x4 oPos, v0, c0
mov oD0, v1
