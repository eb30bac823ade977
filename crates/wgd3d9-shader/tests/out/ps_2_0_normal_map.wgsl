struct Constants {
    c: array<vec4<f32>, 34>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;
@group(1) @binding(2) 
var t1_: texture_2d<f32>;
@group(1) @binding(3) 
var s1_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var r6_: vec4<f32> = vec4<f32>();
    var r7_: vec4<f32> = vec4<f32>();
    var r8_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    let _e37 = textureSample(t0_, s0_, in0_.xy);
    r0_ = _e37;
    let _e39 = textureSample(t1_, s1_, in0_.xy);
    r1_ = _e39;
    let _e40 = vec4<f32>(2f, -1f, 0f, 16f).xxxx;
    let _e49 = select(_e39, (select((_e39 * _e40), vec4<f32>(0f, 0f, 0f, 0f), ((_e39 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e40 == vec4<f32>(0f, 0f, 0f, 0f)))) + vec4<f32>(2f, -1f, 0f, 16f).yyyy), vec4<bool>(true, true, true, false));
    r1_ = _e49;
    let _e50 = _e49.xyz;
    let _e51 = _e49.xyz;
    let _e53 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e57 = select((_e50 * _e51), _e53, ((_e50 == _e53) | (_e51 == _e53)));
    let _e62 = ((_e57.x + _e57.y) + _e57.z);
    let _e69 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e49 * vec4(inverseSqrt(_e62))), vec4<f32>(0f, 0f, 0f, 0f), (_e62 == 0f)), vec4<bool>(true, true, true, false));
    r2_ = _e69;
    let _e70 = in1_.xyz;
    let _e71 = in1_.xyz;
    let _e73 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e77 = select((_e70 * _e71), _e73, ((_e70 == _e73) | (_e71 == _e73)));
    let _e82 = ((_e77.x + _e77.y) + _e77.z);
    let _e88 = select(vec4<f32>(0f, 0f, 0f, 0f), select((in1_ * vec4(inverseSqrt(_e82))), vec4<f32>(0f, 0f, 0f, 0f), (_e82 == 0f)), vec4<bool>(true, true, true, false));
    r3_ = _e88;
    let _e89 = in2_.xyz;
    let _e90 = in2_.xyz;
    let _e92 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e96 = select((_e89 * _e90), _e92, ((_e89 == _e92) | (_e90 == _e92)));
    let _e101 = ((_e96.x + _e96.y) + _e96.z);
    let _e107 = select(vec4<f32>(0f, 0f, 0f, 0f), select((in2_ * vec4(inverseSqrt(_e101))), vec4<f32>(0f, 0f, 0f, 0f), (_e101 == 0f)), vec4<bool>(true, true, true, false));
    r4_ = _e107;
    let _e109 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e88 + _e107), vec4<bool>(true, true, true, false));
    r5_ = _e109;
    let _e110 = _e109.xyz;
    let _e111 = _e109.xyz;
    let _e113 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e117 = select((_e110 * _e111), _e113, ((_e110 == _e113) | (_e111 == _e113)));
    let _e122 = ((_e117.x + _e117.y) + _e117.z);
    let _e128 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e109 * vec4(inverseSqrt(_e122))), vec4<f32>(0f, 0f, 0f, 0f), (_e122 == 0f)), vec4<bool>(true, true, true, false));
    r6_ = _e128;
    let _e129 = _e69.xyz;
    let _e130 = _e88.xyz;
    let _e132 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e136 = select((_e129 * _e130), _e132, ((_e129 == _e132) | (_e130 == _e132)));
    let _e145 = select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(((_e136.x + _e136.y) + _e136.z))), vec4<bool>(true, false, false, false));
    r7_ = _e145;
    let _e146 = _e69.xyz;
    let _e147 = _e128.xyz;
    let _e149 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e153 = select((_e146 * _e147), _e149, ((_e146 == _e149) | (_e147 == _e149)));
    let _e162 = select(_e145, saturate(vec4(((_e153.x + _e153.y) + _e153.z))), vec4<bool>(false, true, false, false));
    r7_ = _e162;
    let _e167 = abs(_e162.yyyy.x);
    let _e180 = select(_e162, vec4(min(select(select(pow(_e167, vec4<f32>(2f, -1f, 0f, 16f).wwww.x), 340282350000000000000000000000000000000f, ((_e167 == 0f) && (vec4<f32>(2f, -1f, 0f, 16f).wwww.x < 0f))), 1f, (vec4<f32>(2f, -1f, 0f, 16f).wwww.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, true, false));
    r7_ = _e180;
    let _e183 = consts.c[1];
    let _e188 = select((_e37 * _e183), vec4<f32>(0f, 0f, 0f, 0f), ((_e37 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e183 == vec4<f32>(0f, 0f, 0f, 0f))));
    r8_ = _e188;
    let _e189 = _e180.xxxx;
    let _e194 = select((_e188 * _e189), vec4<f32>(0f, 0f, 0f, 0f), ((_e188 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e189 == vec4<f32>(0f, 0f, 0f, 0f))));
    r8_ = _e194;
    let _e195 = _e180.zzzz;
    let _e198 = consts.c[2];
    let _e205 = select(_e194, (select((_e195 * _e198), vec4<f32>(0f, 0f, 0f, 0f), ((_e195 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e198 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e194), vec4<bool>(true, true, true, false));
    r8_ = _e205;
    o0_ = _e205;
    return Output(_e205);
}
