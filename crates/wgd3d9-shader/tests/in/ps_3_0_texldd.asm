// ps_3_0: texldd with gradients from dsx/dsy scaled for anisotropy control
ps_3_0
dcl_texcoord0 v0
dcl_2d s0
def c0, 2.0, 0.5, 0.0, 0.0
dsx r0, v0
dsy r1, v0
mul r0, r0, c0.x
mul r1, r1, c0.y
texldd r2, v0, s0, r0, r1
mov oC0, r2
