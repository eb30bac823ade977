// ps_3_0: dsx/dsy for flat-shaded normals from the position derivative (cross product)
ps_3_0
dcl_texcoord0 v0.xyz
def c0, 0.5, 0.0, 0.0, 1.0
dsx r0.xyz, v0
dsy r1.xyz, v0
crs r2.xyz, r0, r1
nrm r3.xyz, r2
mad oC0.xyz, r3, c0.x, c0.x
mov oC0.w, c0.w
