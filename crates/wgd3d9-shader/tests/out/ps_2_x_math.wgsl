struct Constants {
    c: array<vec4<f32>, 34>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    let _e10 = cross(in0_.xyz, select(vec4<f32>(0f, 0f, 0f, 0f), in1_, vec4<bool>(true, true, true, false)).xyz);
    let _e21 = select((in0_ * in0_), vec4<f32>(0f, 0f, 0f, 0f), ((in0_ == vec4<f32>(0f, 0f, 0f, 0f)) | (in0_ == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e31 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(_e10.x, _e10.y, _e10.z, 0f), vec4<bool>(true, true, true, false)), vec4((((_e21.x + _e21.y) + _e21.z) + _e21.w)), vec4<bool>(false, false, false, true));
    let _e38 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(log2(abs(_e31.wwww.x))), vec4<bool>(true, false, false, false));
    let _e39 = _e38.xxxx;
    let _e40 = vec4<f32>(0.5f, 2f, 0f, 1f).xxxx;
    let _e46 = select(_e38, select((_e39 * _e40), vec4<f32>(0f, 0f, 0f, 0f), ((_e39 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e40 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false));
    let _e52 = vec4<f32>(0.5f, 2f, 0f, 1f).zzzz;
    let _e54 = select(_e52, _e31, (_e31 >= _e52));
    return Output(mix(_e54, (in0_ + -(_e54)), select(_e46, vec4(exp2(_e46.xxxx.x)), vec4<bool>(true, false, false, false)).xxxx));
}
