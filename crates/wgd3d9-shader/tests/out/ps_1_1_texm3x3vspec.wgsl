struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
var<immediate> imm: Immediates;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;
@group(1) @binding(6) 
var t3_: texture_2d<f32>;
@group(1) @binding(7) 
var s3_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>) -> Output {
    let _e4 = imm.ps;
    let _e19 = consts[(_e4 + 1u)];
    let _e20 = bitcast<vec4<f32>>(_e19);
    let _e22 = select(vec4<f32>(-1f, -1f, -1f, -1f), _e20, (_e20 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e24 = select(vec4<f32>(1f, 1f, 1f, 1f), _e22, (_e22 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e26 = textureSample(t0_, s0_, in0_.xy);
    let _e27 = in1_.xyz;
    let _e28 = _e26.xyz;
    let _e30 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e34 = select((_e27 * _e28), _e30, ((_e27 == _e30) | (_e28 == _e30)));
    let _e43 = in2_.xyz;
    let _e44 = _e26.xyz;
    let _e46 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e50 = select((_e43 * _e44), _e46, ((_e43 == _e46) | (_e44 == _e46)));
    let _e59 = in3_.xyz;
    let _e60 = _e26.xyz;
    let _e62 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e66 = select((_e59 * _e60), _e62, ((_e59 == _e62) | (_e60 == _e62)));
    let _e74 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e34.x + _e34.y) + _e34.z)), vec4<bool>(true, false, false, false)), vec4(((_e50.x + _e50.y) + _e50.z)), vec4<bool>(false, true, false, false)), vec4(((_e66.x + _e66.y) + _e66.z)), vec4<bool>(false, false, true, false));
    let _e80 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), in1_.wwww, vec4<bool>(true, false, false, false)), in2_.wwww, vec4<bool>(false, true, false, false)), in3_.wwww, vec4<bool>(false, false, true, false));
    let _e81 = _e74.xyz;
    let _e82 = _e80.xyz;
    let _e84 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e88 = select((_e81 * _e82), _e84, ((_e81 == _e84) | (_e82 == _e84)));
    let _e96 = _e74.xyz;
    let _e97 = _e74.xyz;
    let _e99 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e103 = select((_e96 * _e97), _e99, ((_e96 == _e99) | (_e97 == _e99)));
    let _e110 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e88.x + _e88.y) + _e88.z)), vec4<bool>(true, false, false, false)), vec4(((_e103.x + _e103.y) + _e103.z)), vec4<bool>(false, true, false, false));
    let _e115 = select(_e110, vec4((1f / _e110.y)), vec4<bool>(false, false, true, false));
    let _e116 = _e115.xxxx;
    let _e117 = _e115.zzzz;
    let _e127 = (select(_e115, select((_e116 * _e117), vec4<f32>(0f, 0f, 0f, 0f), ((_e116 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e117 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, false, false, true)).wwww * vec4<f32>(2f, 2f, 2f, 2f));
    let _e136 = textureSample(t3_, s3_, (select((_e74 * _e127), vec4<f32>(0f, 0f, 0f, 0f), ((_e74 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e127 == vec4<f32>(0f, 0f, 0f, 0f)))) + -(_e80)).xy);
    return Output(select(select(vec4<f32>(0f, 0f, 0f, 0f), select((_e136 * _e24), vec4<f32>(0f, 0f, 0f, 0f), ((_e136 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e24 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false)), _e24, vec4<bool>(false, false, false, true)));
}
